import { Button, Stack } from '@casino/ui-kit';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { checkAmount } from '../../amount';
import { useCreatePromptpayDeposit } from '../../api/deposit';
import { moneyFormatter, useCashboxText } from '../../text';
import { AmountField } from '../amount-field';
import { PromotionSelect } from './promotion-select';
import type { MethodFormProps } from './types';
import { useMethodCreate } from './use-method-create';

/** PromptPay: the amount (and a promotion); the QR code and its countdown follow in the pending view. */
export function PromptpayForm({ paymentType, currency, onCreated, onFailed }: MethodFormProps) {
  const t = useCashboxText();
  const money = moneyFormatter(currency);
  const limits = paymentType.payment_type_currency_limits;
  const [amount, setAmount] = useState('');
  const [promotionId, setPromotionId] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const create = useCreatePromptpayDeposit();
  const { run, failure } = useMethodCreate(onCreated, onFailed);
  const problem = checkAmount(amount, { min: limits.min_deposit, max: limits.max_deposit });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem) return;
    void run(() =>
      create.mutateAsync({
        deposit_amount: amount,
        ...(promotionId ? { promotion_information_id: Number(promotionId) } : {}),
      }),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AmountField
          value={amount}
          onChange={setAmount}
          problem={problem}
          showProblem={submitted}
          format={money}
          hint={t('amount.range', { min: money(limits.min_deposit), max: money(limits.max_deposit) })}
        />
        <PromotionSelect value={promotionId} onChange={setPromotionId} />
        {failure ? <p role="alert">{failure}</p> : null}
        <Button type="submit" loading={create.isPending}>
          {t('deposit.submit')}
        </Button>
      </Stack>
    </form>
  );
}
