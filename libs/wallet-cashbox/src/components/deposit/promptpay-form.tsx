import { Stack } from '@casino/ui-kit';
import { useCreatePromptpayDeposit } from '../../api/deposit';
import { AmountField } from '../amount-field';
import { MethodSubmit } from './method-submit';
import { PromotionSelect } from './promotion-select';
import type { MethodFormProps } from './types';
import { useMethodForm } from './use-method-form';

/** PromptPay: the amount (and a promotion); the QR code and its countdown follow in the pending view. */
export function PromptpayForm(props: MethodFormProps) {
  const form = useMethodForm(props);
  const create = useCreatePromptpayDeposit();

  const submit = form.onSubmit(
    () => void form.run(() => create.mutateAsync({ deposit_amount: form.amount, ...form.promotion })),
  );

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AmountField {...form.amountField} />
        <PromotionSelect {...form.promotionSelect} />
        <MethodSubmit failure={form.failure} loading={create.isPending} />
      </Stack>
    </form>
  );
}
