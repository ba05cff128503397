import { Button, Stack } from '@casino/ui-kit';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { checkAmount } from '../../amount';
import { useCreateGatewayDeposit } from '../../api/deposit';
import { moneyFormatter, useCashboxText } from '../../text';
import { AmountField } from '../amount-field';
import type { MethodFormProps } from './types';
import { useMethodCreate } from './use-method-create';

/** Auto bank: the member announces an amount, then transfers from their registered account to the one shown. */
export function AutoBankForm({ paymentType, currency, onCreated, onFailed }: MethodFormProps) {
  const t = useCashboxText();
  const money = moneyFormatter(currency);
  const limits = paymentType.payment_type_currency_limits;
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateGatewayDeposit();
  const { run, failure } = useMethodCreate(onCreated, onFailed);
  const problem = checkAmount(amount, { min: limits.min_deposit, max: limits.max_deposit });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem) return;
    void run(() => create.mutateAsync({ payment_type_code: 'AUTO_BANK', deposit_amount: amount }));
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <p>{t('deposit.auto.instructions')}</p>
        <AmountField
          value={amount}
          onChange={setAmount}
          problem={problem}
          showProblem={submitted}
          format={money}
          hint={t('amount.range', { min: money(limits.min_deposit), max: money(limits.max_deposit) })}
        />
        {failure ? <p role="alert">{failure}</p> : null}
        <Button type="submit" loading={create.isPending}>
          {t('deposit.auto.start')}
        </Button>
      </Stack>
    </form>
  );
}
