import { amountDecimals } from '@casino/contracts';
import type { Deposit } from '@casino/contracts';
import { useZodForm } from '@casino/forms';
import type { FormSchema, ZodFormOptions } from '@casino/forms';
import type { FieldValues } from 'react-hook-form';
import { moneyFormatter, useCashboxText } from '../../text';
import type { DepositLimits } from '../../form-schemas';
import type { MethodFormProps } from './types';

/**
 * What the method forms share: the form on the method's schema, the amount field's decimals and range
 * hint, and `create`, which hands the deposit to the panel, lets the panel take the failures it knows
 * (profile incomplete, a pending deposit) and leaves the rest to the form (the amount's limits on it).
 */
export function useMethodForm<In extends FieldValues & { deposit_amount: string }, Out extends FieldValues>(
  { currency, onCreated, onFailed }: MethodFormProps,
  limits: DepositLimits,
  schema: FormSchema<In, Out>,
  options: ZodFormOptions<In>,
) {
  const t = useCashboxText();
  const money = moneyFormatter(currency);
  const form = useZodForm(schema, options);
  const create = async (request: () => Promise<Deposit>) => {
    try {
      onCreated(await request());
    } catch (error) {
      if (!onFailed(error)) throw error;
    }
  };
  return {
    ...form,
    create,
    amountField: {
      ...form.field('deposit_amount' as Parameters<typeof form.field>[0]),
      decimals: amountDecimals(currency),
      hint: t('amount.range', { min: money(limits.min_deposit), max: money(limits.max_deposit) }),
    },
  };
}
