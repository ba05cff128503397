import { useState } from 'react';
import { Button, Card, LoadingStatus } from '@casino/ui-kit';
import { useLoginModal } from '@casino/auth';
import type { Quest, QuestClaim } from '@casino/contracts/quests';
import { useCheckIn, useCheckInState } from '../api/quests';
import { useQuestsText } from '../text';
import { useFailureText } from '@casino/forms';
import { useQuestWords } from './quest-words';
import * as styles from './quests.css';

/**
 * The member's daily check-in: their streak, the reward and "Check in" (once a business day; disabled once
 * done). After checking in it says so, with what was paid, in a status the screen reader announces.
 */
export function CheckInCard({ money }: { money: (amount: string) => string }) {
  const t = useQuestsText();
  const failureText = useFailureText();
  const words = useQuestWords(money);
  const state = useCheckInState();
  const checkIn = useCheckIn();
  const [paid, setPaid] = useState<QuestClaim | null>(null);

  let body;
  if (state.error) {
    body = (
      <p role="alert" className={styles.problem}>
        {failureText(state.error)}
      </p>
    );
  } else if (!state.data) {
    body = <LoadingStatus label={t('loading')} />;
  } else if (!state.data.quest) {
    body = <p className={styles.muted}>{t('checkIn.none')}</p>;
  } else {
    const { quest, streak } = state.data;
    const checked = state.data.checked_in_today || paid !== null;
    body = (
      <div className={styles.checkIn}>
        <div className={styles.checkInFacts}>
          <p className={styles.streak}>{t('checkIn.streak', { count: streak })}</p>
          <p className={styles.description}>{t('checkIn.reward', { reward: words.reward(quest) })}</p>
          <div role="status">
            {checked ? <p className={styles.status}>{t('checkIn.done')}</p> : null}
            {paid ? (
              <p className={styles.status}>{t('checkIn.received', { reward: words.reward(paid) })}</p>
            ) : null}
          </div>
          {checkIn.error ? (
            <p role="alert" className={styles.problem}>
              {failureText(checkIn.error)}
            </p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <Button
            disabled={checked}
            loading={checkIn.isPending}
            onClick={() => checkIn.mutate(undefined, { onSuccess: setPaid })}
          >
            {t('checkIn.button')}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <Card title={t('checkIn.title')} headingLevel={2}>
      {body}
    </Card>
  );
}

/**
 * A visitor's check-in card: no button, why to log in (with the reward when the brand runs a check-in in
 * the visitor's currency) and "Log in", which opens the login modal.
 */
export function CheckInPrompt({
  quest,
  money,
}: {
  quest: Quest | undefined;
  money: (amount: string) => string;
}) {
  const t = useQuestsText();
  const words = useQuestWords(money);
  const login = useLoginModal();
  return (
    <Card title={t('checkIn.title')} headingLevel={2}>
      <div className={styles.checkIn}>
        <div className={styles.checkInFacts}>
          <p className={styles.description}>{t('checkIn.loginPrompt')}</p>
          {quest ? (
            <p className={styles.muted}>{t('checkIn.reward', { reward: words.reward(quest) })}</p>
          ) : null}
        </div>
        <div className={styles.actions}>
          <Button onClick={login.open}>{t('login')}</Button>
        </div>
      </div>
    </Card>
  );
}
