import { Select, Stack } from '@casino/ui-kit';
import { useState } from 'react';
import { useCreateGatewayDeposit, useCryptoCurrencies } from '../../api/deposit';
import { rateFormatter, useCashboxText } from '../../text';
import { AmountField } from '../amount-field';
import { MethodSubmit } from './method-submit';
import { PromotionSelect } from './promotion-select';
import type { MethodFormProps } from './types';
import { useMethodForm } from './use-method-form';

/** Crypto: a token of the method with its exchange rate, and the fiat amount; the address follows. */
export function CryptoForm(props: MethodFormProps) {
  const { paymentType, currency } = props;
  const t = useCashboxText();
  const form = useMethodForm(props);
  const tokens = useCryptoCurrencies(paymentType.id);
  const [tokenId, setTokenId] = useState('');
  const create = useCreateGatewayDeposit();
  const list = tokens.data ?? [];
  const token = list.find((c) => String(c.id) === tokenId) ?? list[0];

  const submit = form.onSubmit(() => {
    if (!token) return;
    void form.run(() =>
      create.mutateAsync({
        payment_type_code: 'CRYPTO',
        deposit_amount: form.amount,
        crypto_currency_id: token.id,
        ...form.promotion,
      }),
    );
  });

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
        <AmountField {...form.amountField} />
        <PromotionSelect {...form.promotionSelect} />
        <MethodSubmit failure={form.failure} loading={create.isPending} />
      </Stack>
    </form>
  );
}
