import { Button, ConfirmDialog, Stack, TextInput } from '@casino/ui-kit';
import { isApiError } from '@casino/api-client';
import { RedeemCouponBody } from '@casino/contracts/promotions';
import type { CouponRedemption } from '@casino/contracts/promotions';
import { useFailureText, useZodForm } from '@casino/forms';
import { useState } from 'react';
import { useRedeemCoupon } from '../api';
import { useCouponText } from '../text';
import { CouponSuccessDialog } from './coupon-success-dialog';
import * as styles from './coupon.css';

/** The bonus kinds of spec 4's one-active rule, as BONUS_REPLACE_REQUIRED names the active one. */
type BonusKindName = 'promotion' | 'rebate' | 'cashback' | 'referral';
const KINDS: readonly BonusKindName[] = ['promotion', 'rebate', 'cashback', 'referral'];

/** The code as the contract takes it: required, at least 4 letters, digits or dashes, upper-cased. */
const formSchema = RedeemCouponBody.pick({ code: true });

export interface CouponRedeemFormProps {
  /** The code of a marketing link (`/en/coupon/WELCOME50`), typed in for the member. */
  initialCode?: string;
  /** Amounts in the member's wallet currency. */
  money: (amount: string) => string;
  /** A redemption that is not an immediate success (staff verify it first): the page shows the standing. */
  onVerifying: (redemption: CouponRedemption) => void;
}

/**
 * Spec 4 and 5: the coupon code, a confirmation ("coupon confirm"), then the redemption. When rebate,
 * cashback or referral is active the server asks to confirm replacing it (BONUS_REPLACE_REQUIRED) and a
 * second dialog says which; a success opens the "coupon success" dialog; any refusal shows above the button.
 */
export function CouponRedeemForm({ initialCode = '', money, onVerifying }: CouponRedeemFormProps) {
  const t = useCouponText();
  const failureText = useFailureText();
  const redeem = useRedeemCoupon();
  const [step, setStep] = useState<'idle' | 'confirm' | 'replace'>('idle');
  const [code, setCode] = useState('');
  const [replacing, setReplacing] = useState<BonusKindName>('rebate');
  const [redeemed, setRedeemed] = useState<CouponRedemption | null>(null);
  const form = useZodForm(formSchema, { defaultValues: { code: initialCode } });

  const submit = form.submit((values) => {
    setCode(values.code);
    setStep('confirm');
  });

  const send = async (replace: boolean) => {
    try {
      const redemption = await redeem.mutateAsync({ code, ...(replace ? { replace: true } : {}) });
      setStep('idle');
      form.form.reset({ code: '' });
      if (redemption.status === 'success') setRedeemed(redemption);
      else onVerifying(redemption);
    } catch (error) {
      if (!replace && isApiError(error) && error.reason === 'BONUS_REPLACE_REQUIRED') {
        setReplacing(KINDS.find((k) => k === error.errors[0]?.message) ?? 'rebate');
        setStep('replace');
        return;
      }
      setStep('idle');
      // A refusal with its own reason (COUPON_UNAVAILABLE, PROMOTION_ACTIVE...) is the form's alert;
      // the server's field errors go under the field, as every form places them.
      if (isApiError(error) && error.reason && error.reason !== 'VALIDATION_FAILED') {
        form.form.setError('root', { type: 'server', message: failureText(error) });
      } else {
        form.fail(error);
      }
    }
  };

  return (
    <>
      <form {...submit} className={styles.form}>
        <Stack gap="md">
          <TextInput
            label={t('redeem.code')}
            hint={t('redeem.hint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            {...form.field('code')}
          />
          {form.failure ? <p role="alert">{form.failure}</p> : null}
          <div>
            <Button type="submit" loading={redeem.isPending}>
              {t('redeem.submit')}
            </Button>
          </div>
        </Stack>
      </form>
      <ConfirmDialog
        open={step === 'confirm'}
        title={t('redeem.confirmTitle', { code })}
        message={t('redeem.confirmMessage')}
        confirmLabel={t('redeem.confirm')}
        cancelLabel={t('cancel')}
        loading={redeem.isPending}
        onCancel={() => setStep('idle')}
        onConfirm={() => void send(false)}
      />
      <ConfirmDialog
        open={step === 'replace'}
        title={t('redeem.replaceTitle')}
        message={t('redeem.replaceMessage', { kind: t(`bonusKinds.${replacing}`) })}
        confirmLabel={t('redeem.replace')}
        cancelLabel={t('cancel')}
        loading={redeem.isPending}
        onCancel={() => setStep('idle')}
        onConfirm={() => void send(true)}
      />
      <CouponSuccessDialog redemption={redeemed} money={money} onClose={() => setRedeemed(null)} />
    </>
  );
}
