import { Button, Select, Stack } from '@casino/ui-kit';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { checkAmount } from '../../amount';
import { useCreateGatewayDeposit, useCryptoCurrencies } from '../../api/deposit';
import { moneyFormatter, rateFormatter, useCashboxText } from '../../text';
import { AmountField } from '../amount-field';
import { PromotionSelect } from './promotion-select';
import type { MethodFormProps } from './types';
import { useMethodCreate } from './use-method-create';

/** Crypto: a token of the method with its exchange rate, and the fiat amount; the address follows. */
export function CryptoForm({ paymentType, currency, onCreated, onFailed }: MethodFormProps) {
  const t = useCashboxText();
  const money = moneyFormatter(currency);
  const limits = paymentType.payment_type_currency_limits;
  const tokens = useCryptoCurrencies(paymentType.id);
  const [tokenId, setTokenId] = useState('');
  const [amount, setAmount] = useState('');
  const [promotionId, setPromotionId] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const create = useCreateGatewayDeposit();
  const { run, failure } = useMethodCreate(onCreated, onFailed);
  const list = tokens.data ?? [];
  const token = list.find((c) => String(c.id) === tokenId) ?? list[0];
  const problem = checkAmount(amount, { min: limits.min_deposit, max: limits.max_deposit });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (problem || !token) return;
    void run(() =>
      create.mutateAsync({
        payment_type_code: 'CRYPTO',
        deposit_amount: amount,
        crypto_currency_id: token.id,
        ...(promotionId ? { promotion_information_id: Number(promotionId) } : {}),
      }),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Select
          label={t('deposit.crypto.token')}
          value={token ? String(token.id) : ''}
          onChange={(event) => setTokenId(event.target.value)}
          options={list.map((c) => ({ value: String(c.id), label: `${c.token} (${c.network})` }))}
        />
        {token ? (
          <p>
            {t('deposit.crypto.rate')}:{' '}
            {t('deposit.crypto.rateValue', {
              token: token.token,
              amount: rateFormatter(currency)(token.exchange_rate),
            })}
          </p>
        ) : null}
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
