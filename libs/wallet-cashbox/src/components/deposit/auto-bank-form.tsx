import { Stack } from '@casino/ui-kit';
import { useCreateGatewayDeposit } from '../../api/deposit';
import { autoBankFormSchema } from '../../form-schemas';
import { useCashboxText } from '../../text';
import { AmountField } from '../amount-field';
import { MethodSubmit } from './method-submit';
import type { MethodFormProps } from './types';
import { useMethodForm } from './use-method-form';

/** Auto bank: the member announces an amount, then transfers from their registered account to the one shown. */
export function AutoBankForm(props: MethodFormProps) {
  const t = useCashboxText();
  const limits = props.paymentType.payment_type_currency_limits;
  const form = useMethodForm(props, limits, autoBankFormSchema(props.currency, limits), {
    defaultValues: { deposit_amount: '' },
  });
  const create = useCreateGatewayDeposit();

  return (
    <form
      {...form.submit((body) =>
        form.create(() => create.mutateAsync({ payment_type_code: 'AUTO_BANK', ...body })),
      )}
    >
      <Stack gap="md">
        <p>{t('deposit.auto.instructions')}</p>
        <AmountField {...form.amountField} />
        <MethodSubmit failure={form.failure} busy={form.busy} label={t('deposit.auto.start')} />
      </Stack>
    </form>
  );
}
