import { Button, ConfirmDialog, Stack } from '@casino/ui-kit';
import { isApiError } from '@casino/api-client';
import { useLoginModal, useSession } from '@casino/auth';
import type { Promotion } from '@casino/contracts/promotions';
import { useFailureText } from '@casino/forms';
import { useState } from 'react';
import { useReceivePromotion } from '../api/promotions';
import { usePromotionsText } from '../text';
import { PromotionStatus } from './promotion-facts';

/** The bonus kinds of spec 4's one-active rule, as BONUS_REPLACE_REQUIRED names the active one. */
type BonusKindName = 'promotion' | 'rebate' | 'cashback' | 'referral';
const KINDS: readonly BonusKindName[] = ['promotion', 'rebate', 'cashback', 'referral'];

/**
 * Spec 4: receiving asks for confirmation; when rebate, cashback or referral is active the server asks to
 * confirm replacing it (BONUS_REPLACE_REQUIRED) and a second dialog says which; a second promotion is
 * refused with the server's localized message. Deposit promotions are received with a deposit instead.
 */
export function ReceivePromotion({ promotion }: { promotion: Promotion }) {
  const t = usePromotionsText();
  const session = useSession();
  const login = useLoginModal();
  const failureText = useFailureText();
  const receive = useReceivePromotion();
  const [step, setStep] = useState<'idle' | 'confirm' | 'replace'>('idle');
  const [replacing, setReplacing] = useState<BonusKindName>('rebate');

  if (promotion.member_status) return <PromotionStatus status={promotion.member_status} />;
  if (!session.isLoggedIn) {
    return (
      <Stack gap="sm">
        <p>{t('receive.login')}</p>
        <div>
          <Button onClick={login.open}>{t('receive.button')}</Button>
        </div>
      </Stack>
    );
  }
  if (promotion.type === 'deposit_turnover') return <p>{t('receive.withDeposit')}</p>;

  const send = (replace: boolean) =>
    receive.mutate(
      { promotion_information_id: promotion.id, ...(replace ? { replace: true } : {}) },
      {
        onSuccess: () => setStep('idle'),
        onError: (error) => {
          if (isApiError(error) && error.reason === 'BONUS_REPLACE_REQUIRED') {
            const kind = KINDS.find((k) => k === error.errors?.[0]?.message) ?? 'rebate';
            setReplacing(kind);
            setStep('replace');
          } else {
            setStep('idle');
          }
        },
      },
    );
  const refused =
    receive.error && !(isApiError(receive.error) && receive.error.reason === 'BONUS_REPLACE_REQUIRED');

  return (
    <Stack gap="sm">
      {receive.isSuccess ? <p role="status">{t('receive.done')}</p> : null}
      {refused ? <p role="alert">{failureText(receive.error)}</p> : null}
      <div>
        <Button onClick={() => setStep('confirm')} loading={receive.isPending}>
          {t('receive.button')}
        </Button>
      </div>
      <ConfirmDialog
        open={step === 'confirm'}
        title={t('receive.confirmTitle')}
        message={t('receive.confirmMessage')}
        confirmLabel={t('receive.button')}
        cancelLabel={t('receive.cancel')}
        loading={receive.isPending}
        onCancel={() => setStep('idle')}
        onConfirm={() => send(false)}
      />
      <ConfirmDialog
        open={step === 'replace'}
        title={t('receive.replaceTitle')}
        message={t('receive.replaceMessage', { kind: t(`kinds.${replacing}`) })}
        confirmLabel={t('receive.replace')}
        cancelLabel={t('receive.cancel')}
        loading={receive.isPending}
        onCancel={() => setStep('idle')}
        onConfirm={() => send(true)}
      />
    </Stack>
  );
}
