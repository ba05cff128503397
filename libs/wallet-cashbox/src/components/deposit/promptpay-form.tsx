import { Stack } from '@casino/ui-kit';
import { useCreatePromptpayDeposit } from '../../api/deposit';
import { promptpayFormSchema } from '../../form-schemas';
import { AmountField } from '../amount-field';
import { MethodSubmit } from './method-submit';
import { PromotionSelect } from './promotion-select';
import type { MethodFormProps } from './types';
import { useMethodForm } from './use-method-form';

/** PromptPay: the amount (and a promotion); the QR code and its countdown follow in the pending view. */
export function PromptpayForm(props: MethodFormProps) {
  const limits = props.paymentType.payment_type_currency_limits;
  const form = useMethodForm(props, limits, promptpayFormSchema(props.currency, limits), {
    defaultValues: { deposit_amount: '', promotion_information_id: '' },
  });
  const create = useCreatePromptpayDeposit();

  return (
    <form {...form.submit((body) => form.create(() => create.mutateAsync(body)))}>
      <Stack gap="md">
        <AmountField {...form.amountField} />
        <PromotionSelect {...form.field('promotion_information_id')} />
        <MethodSubmit failure={form.failure} busy={form.busy} />
      </Stack>
    </form>
  );
}
