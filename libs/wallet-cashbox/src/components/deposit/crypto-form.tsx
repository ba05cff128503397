import { Select, Stack } from '@casino/ui-kit';
import { useEffect } from 'react';
import { useCreateGatewayDeposit, useCryptoCurrencies } from '../../api/deposit';
import { cryptoFormSchema } from '../../form-schemas';
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
  const tokens = useCryptoCurrencies(paymentType.id);
  const list = tokens.data ?? [];
  const limits = paymentType.payment_type_currency_limits;
  const form = useMethodForm(props, limits, cryptoFormSchema(currency, limits), {
    defaultValues: { deposit_amount: '', crypto_currency_id: '', promotion_information_id: '' },
  });
  const create = useCreateGatewayDeposit();
  const chosen = form.form.watch('crypto_currency_id');
  const token = list.find((c) => String(c.id) === chosen) ?? list[0];
  // The select shows the first token until the member picks another: the form holds it too.
  const { setValue } = form.form;
  useEffect(() => {
    if (token && !chosen) setValue('crypto_currency_id', String(token.id));
  }, [token, chosen, setValue]);

  return (
    <form
      {...form.submit((body) =>
        form.create(() => create.mutateAsync({ payment_type_code: 'CRYPTO', ...body })),
      )}
    >
      <Stack gap="md">
        <Select
          label={t('deposit.crypto.token')}
          options={list.map((c) => ({ value: String(c.id), label: `${c.token} (${c.network})` }))}
          {...form.field('crypto_currency_id')}
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
        <PromotionSelect {...form.field('promotion_information_id')} />
        <MethodSubmit failure={form.failure} busy={form.busy} />
      </Stack>
    </form>
  );
}
