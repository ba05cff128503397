import { ConfirmDialog, Stack, TextInput } from '@casino/ui-kit';
import { useState } from 'react';
import { useCreateGatewayDeposit, useFeeQuote } from '../../api/deposit';
import { moneyFormatter, useCashboxText } from '../../text';
import { AmountField } from '../amount-field';
import { MethodSubmit } from './method-submit';
import { PromotionSelect } from './promotion-select';
import type { MethodFormProps } from './types';
import { useMethodForm } from './use-method-form';

const PHONE = /^\d{9,15}$/;

/** Phone wallet (spec 9): phone and amount; the 1.9% fee and what arrives are shown before confirming. */
export function PhoneWalletForm(props: MethodFormProps) {
  const { paymentType, currency } = props;
  const t = useCashboxText();
  const money = moneyFormatter(currency);
  const form = useMethodForm(props);
  const [phone, setPhone] = useState('');
  const [confirming, setConfirming] = useState(false);
  const phoneValid = PHONE.test(phone);
  const quote = useFeeQuote(paymentType.id, form.problem ? null : form.amount);
  const create = useCreateGatewayDeposit();

  const submit = form.onSubmit(() => {
    if (phoneValid) setConfirming(true);
  });

  const confirm = () =>
    void form
      .run(async () => {
        const deposit = await create.mutateAsync({
          payment_type_code: 'TRUEWALLET',
          deposit_amount: form.amount,
          phone,
          ...form.promotion,
        });
        setConfirming(false);
        return deposit;
      })
      .finally(() => setConfirming(false));

  const feeLines = quote.data ? (
    <dl>
      <dt>{t('deposit.fee')}</dt>
      <dd>{money(quote.data.fee)}</dd>
      <dt>{t('deposit.receive')}</dt>
      <dd>{money(quote.data.receive_amount)}</dd>
    </dl>
  ) : null;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('deposit.wallet.phone')}
          type="tel"
          restrict="numeric"
          autoComplete="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          error={form.submitted && !phoneValid ? t('deposit.wallet.phoneInvalid') : undefined}
        />
        <AmountField {...form.amountField} />
        <p>{t('deposit.wallet.feeNote')}</p>
        {feeLines}
        <PromotionSelect {...form.promotionSelect} />
        <MethodSubmit failure={form.failure} />
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('deposit.wallet.confirmTitle')}
        message={
          <>
            <p>{t('deposit.wallet.feeNote')}</p>
            {feeLines}
          </>
        }
        confirmLabel={t('deposit.confirm')}
        cancelLabel={t('cancel')}
        loading={create.isPending}
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
      />
    </form>
  );
}
