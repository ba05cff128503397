import { useState } from 'react';
import { Button, ConfirmDialog } from '@casino/ui-kit';
import { isApiError } from '@casino/api-client';
import { useLoginModal } from '@casino/auth';
import type { MemberQuest } from '@casino/contracts/quests';
import { memberSide, useClaimQuest, useJoinQuest } from '../api/quests';
import type { AnyQuest } from '../api/quests';
import { useQuestsText } from '../text';
import { useFailureText } from '@casino/forms';
import { formatLocalDateTime } from '@casino/i18n';
import { useQuestWords } from './quest-words';
import * as styles from './quests.css';

/** The bonus kinds of spec 4's one-active rule, as BONUS_REPLACE_REQUIRED names the active one. */
type BonusKindName = 'promotion' | 'rebate' | 'cashback' | 'referral';
const KINDS: readonly BonusKindName[] = ['promotion', 'rebate', 'cashback', 'referral'];

export interface QuestActionProps {
  quest: AnyQuest;
  /** Amounts in the quest's currency. */
  money: (amount: string) => string;
}

/**
 * What can be done with a quest now: a visitor is asked to log in ("Log in to join", the login modal); a
 * member joins an open quest or claims a completed one's reward, each after a confirmation. Spec: joining
 * needs confirmation and its refusal shows on the quest; a claim's refusal (4xx) is a warning dialog with
 * the localized message that replaces the confirmation; a reward over an active rebate, cashback or
 * referral (BONUS_REPLACE_REQUIRED) asks to confirm replacing it and is sent again with `replace`.
 */
export function QuestAction({ quest, money }: QuestActionProps) {
  const member = memberSide(quest);
  if (!member) return <VisitorAction />;
  return <MemberAction quest={member} money={money} />;
}

function VisitorAction() {
  const t = useQuestsText();
  const login = useLoginModal();
  return (
    <div className={styles.actions}>
      <Button onClick={login.open}>{t('card.loginToJoin')}</Button>
    </div>
  );
}

type Step = 'idle' | 'join' | 'claim' | 'replace' | 'refused';

function MemberAction({ quest, money }: { quest: MemberQuest; money: (amount: string) => string }) {
  const t = useQuestsText();
  const failureText = useFailureText();
  const words = useQuestWords(money);
  const join = useJoinQuest();
  const claim = useClaimQuest();
  const [step, setStep] = useState<Step>('idle');
  const [replacing, setReplacing] = useState<BonusKindName>('rebate');
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');
  const [refusal, setRefusal] = useState('');
  const reward = words.reward(quest);

  const sendJoin = () => {
    setProblem('');
    join.mutate(quest.id, {
      onSuccess: () => {
        setStep('idle');
        setNotice(t('join.done'));
      },
      onError: (error) => {
        setStep('idle');
        setProblem(failureText(error));
      },
    });
  };

  const sendClaim = (replace: boolean) => {
    setProblem('');
    claim.mutate(
      { questId: quest.id, replace },
      {
        onSuccess: (claimed) => {
          setStep('idle');
          const reward = words.reward(claimed);
          const spins = claimed.free_spin_grant;
          // Free spins expire: say until when, and where they wait.
          setNotice(
            spins
              ? t('claim.doneFreeSpins', { reward, date: formatLocalDateTime(spins.expire_date) })
              : t('claim.done', { reward }),
          );
        },
        onError: (error) => {
          if (!replace && isApiError(error) && error.reason === 'BONUS_REPLACE_REQUIRED') {
            setReplacing(KINDS.find((kind) => kind === error.errors[0]?.message) ?? 'rebate');
            setStep('replace');
          } else if (isApiError(error) && error.code >= 400 && error.code < 500) {
            // The warning dialog takes the confirmation's place.
            setRefusal(failureText(error));
            setStep('refused');
          } else {
            setStep('idle');
            setProblem(failureText(error));
          }
        },
      },
    );
  };

  const button =
    quest.type === 'daily_check_in' ? null : quest.state === 'open' ? (
      <Button onClick={() => setStep('join')} loading={join.isPending}>
        {t('join.button')}
      </Button>
    ) : quest.state === 'completed' ? (
      <Button onClick={() => setStep('claim')} loading={claim.isPending}>
        {t('claim.button')}
      </Button>
    ) : null;
  const note =
    quest.state === 'locked'
      ? t('card.locked', { level: quest.min_level })
      : quest.state === 'claimed' && quest.repeat === 'daily'
        ? t('card.claimedToday')
        : null;

  return (
    <>
      {note ? <p className={styles.muted}>{note}</p> : null}
      {/* There before its text, so the success is announced. */}
      <div role="status">{notice ? <p className={styles.status}>{notice}</p> : null}</div>
      {problem ? (
        <p role="alert" className={styles.problem}>
          {problem}
        </p>
      ) : null}
      {button ? <div className={styles.actions}>{button}</div> : null}
      <ConfirmDialog
        open={step === 'join'}
        title={t('join.title')}
        message={t('join.message', { name: quest.name })}
        confirmLabel={t('join.confirm')}
        cancelLabel={t('cancel')}
        loading={join.isPending}
        onCancel={() => setStep('idle')}
        onConfirm={sendJoin}
      />
      <ConfirmDialog
        open={step === 'claim'}
        title={t('claim.title')}
        message={
          <>
            <p>{t('claim.message', { reward, name: quest.name })}</p>
            {quest.reward_free_spin ? <p>{words.spinTerms(quest.reward_free_spin)}</p> : null}
            {quest.reward_type === 'promotion' ? <p>{t('claim.promotionWarning')}</p> : null}
          </>
        }
        confirmLabel={t('claim.confirm')}
        cancelLabel={t('cancel')}
        loading={claim.isPending}
        onCancel={() => setStep('idle')}
        onConfirm={() => sendClaim(false)}
      />
      <ConfirmDialog
        open={step === 'replace'}
        title={t('claim.replaceTitle')}
        message={t('claim.replaceMessage', { kind: t(`bonusKinds.${replacing}`) })}
        confirmLabel={t('claim.replace')}
        cancelLabel={t('cancel')}
        loading={claim.isPending}
        onCancel={() => setStep('idle')}
        onConfirm={() => sendClaim(true)}
      />
      <ConfirmDialog
        open={step === 'refused'}
        title={t('claim.failedTitle')}
        message={refusal}
        confirmLabel={t('claim.ok')}
        onConfirm={() => setStep('idle')}
      />
    </>
  );
}
