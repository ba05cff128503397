import { ConfirmDialog, Stack, TextInput } from '@casino/ui-kit';
import { useRef, useState } from 'react';
import { useCreateGatewayDeposit, useFeeQuote } from '../../api/deposit';
import { phoneWalletFormSchema } from '../../form-schemas';
import { moneyFormatter, useCashboxText } from '../../text';
import { AmountField } from '../amount-field';
import { MethodSubmit } from './method-submit';
import { PromotionSelect } from './promotion-select';
import type { MethodFormProps } from './types';
import { useMethodForm } from './use-method-form';

/** Phone wallet (spec 9): phone and amount; the 1.9% fee and what arrives are shown before confirming. */
export function PhoneWalletForm(props: MethodFormProps) {
  const { paymentType, currency } = props;
  const t = useCashboxText();
  const money = moneyFormatter(currency);
  const limits = paymentType.payment_type_currency_limits;
  const schema = phoneWalletFormSchema(currency, limits);
  const form = useMethodForm(props, limits, schema, {
    defaultValues: { phone: '', deposit_amount: '', promotion_information_id: '' },
  });
  const amount = schema.shape.deposit_amount.safeParse(form.form.watch('deposit_amount'));
  const quote = useFeeQuote(paymentType.id, amount.success ? amount.data : null);
  const create = useCreateGatewayDeposit();
  // The submit waits on the member's answer in the dialog, so the form stays busy until it is given.
  const [confirming, setConfirming] = useState(false);
  const answer = useRef<(confirmed: boolean) => void>(() => undefined);
  const askToConfirm = () =>
    new Promise<boolean>((resolve) => {
      answer.current = resolve;
      setConfirming(true);
    });

  const submit = form.submit(async (body) => {
    const confirmed = await askToConfirm();
    try {
      if (confirmed) {
        await form.create(() => create.mutateAsync({ payment_type_code: 'TRUEWALLET', ...body }));
      }
    } finally {
      setConfirming(false);
    }
  });

  const feeLines = quote.data ? (
    <dl>
      <dt>{t('deposit.fee')}</dt>
      <dd>{money(quote.data.fee)}</dd>
      <dt>{t('deposit.receive')}</dt>
      <dd>{money(quote.data.receive_amount)}</dd>
    </dl>
  ) : null;

  return (
    <form {...submit}>
      <Stack gap="md">
        <TextInput
          label={t('deposit.wallet.phone')}
          type="tel"
          restrict="numeric"
          autoComplete="tel"
          {...form.field('phone')}
        />
        <AmountField {...form.amountField} />
        <p>{t('deposit.wallet.feeNote')}</p>
        {feeLines}
        <PromotionSelect {...form.field('promotion_information_id')} />
        <MethodSubmit failure={form.failure} busy={form.busy} />
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('deposit.wallet.confirmTitle')}
        message={
          <>
            <p>{t('deposit.wallet.feeNote')}</p>
            {feeLines}
          </>
        }
        confirmLabel={t('deposit.confirm')}
        cancelLabel={t('cancel')}
        loading={create.isPending}
        onConfirm={() => answer.current(true)}
        onCancel={() => {
          answer.current(false);
          setConfirming(false);
        }}
      />
    </form>
  );
}
