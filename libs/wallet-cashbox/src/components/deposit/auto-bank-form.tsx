import { Stack } from '@casino/ui-kit';
import { useCreateGatewayDeposit } from '../../api/deposit';
import { useCashboxText } from '../../text';
import { AmountField } from '../amount-field';
import { MethodSubmit } from './method-submit';
import type { MethodFormProps } from './types';
import { useMethodForm } from './use-method-form';

/** Auto bank: the member announces an amount, then transfers from their registered account to the one shown. */
export function AutoBankForm(props: MethodFormProps) {
  const t = useCashboxText();
  const form = useMethodForm(props);
  const create = useCreateGatewayDeposit();

  const submit = form.onSubmit(
    () =>
      void form.run(() =>
        create.mutateAsync({ payment_type_code: 'AUTO_BANK', deposit_amount: form.amount }),
      ),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <p>{t('deposit.auto.instructions')}</p>
        <AmountField {...form.amountField} />
        <MethodSubmit failure={form.failure} loading={create.isPending} label={t('deposit.auto.start')} />
      </Stack>
    </form>
  );
}
