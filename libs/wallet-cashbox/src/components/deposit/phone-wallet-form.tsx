import { Button, ConfirmDialog, Stack, TextInput } from '@casino/ui-kit';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { checkAmount } from '../../amount';
import { useCreateGatewayDeposit, useFeeQuote } from '../../api/deposit';
import { moneyFormatter, useCashboxText } from '../../text';
import { AmountField } from '../amount-field';
import { PromotionSelect } from './promotion-select';
import type { MethodFormProps } from './types';
import { useMethodCreate } from './use-method-create';

const PHONE = /^\d{9,15}$/;

/** Phone wallet (spec 9): phone and amount; the 1.9% fee and what arrives are shown before confirming. */
export function PhoneWalletForm({ paymentType, currency, onCreated, onFailed }: MethodFormProps) {
  const t = useCashboxText();
  const money = moneyFormatter(currency);
  const limits = paymentType.payment_type_currency_limits;
  const [phone, setPhone] = useState('');
  const [amount, setAmount] = useState('');
  const [promotionId, setPromotionId] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const problem = checkAmount(amount, { min: limits.min_deposit, max: limits.max_deposit });
  const phoneValid = PHONE.test(phone);
  const quote = useFeeQuote(paymentType.id, problem ? null : amount);
  const create = useCreateGatewayDeposit();
  const { run, failure } = useMethodCreate(onCreated, onFailed);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!problem && phoneValid) setConfirming(true);
  };

  const confirm = () =>
    void run(async () => {
      const deposit = await create.mutateAsync({
        payment_type_code: 'TRUEWALLET',
        deposit_amount: amount,
        phone,
        ...(promotionId ? { promotion_information_id: Number(promotionId) } : {}),
      });
      setConfirming(false);
      return deposit;
    }).finally(() => setConfirming(false));

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
          error={submitted && !phoneValid ? t('deposit.wallet.phoneInvalid') : undefined}
        />
        <AmountField
          value={amount}
          onChange={setAmount}
          problem={problem}
          showProblem={submitted}
          format={money}
          hint={t('amount.range', { min: money(limits.min_deposit), max: money(limits.max_deposit) })}
        />
        <p>{t('deposit.wallet.feeNote')}</p>
        {feeLines}
        <PromotionSelect value={promotionId} onChange={setPromotionId} />
        {failure ? <p role="alert">{failure}</p> : null}
        <Button type="submit">{t('deposit.submit')}</Button>
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
