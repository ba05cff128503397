import { Select, Stack, TextInput } from '@casino/ui-kit';
import { useZodForm } from '@casino/forms';
import { amountDecimals } from '@casino/contracts';
import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { useCreateSlipDeposit, useReceivingAccounts, useUploadSlip } from '../../api/deposit';
import { useRefreshWallet } from '../../api/wallet';
import { bankSlipFormSchema } from '../../form-schemas';
import type { DepositLimits } from '../../form-schemas';
import { SLIP_TYPES } from '../../slip-file';
import { depositSuccessAtom, useCashbox } from '../../state';
import { moneyFormatter, useCashboxText } from '../../text';
import { AmountField } from '../amount-field';
import { MethodSubmit } from './method-submit';
import { PromotionSelect } from './promotion-select';
import type { MethodFormProps } from './types';

/**
 * Bank transfer with slip (spec 3 and 4): receiving account, amount within the account's limits (else the
 * method's), note, slip image, optional promotion; the service charge is shown. After the submit, success
 * or failure, the cashbox closes and returns to 'cashbox'; success shows the success dialog.
 */
export function BankSlipForm({ paymentType, currency, onFailed }: MethodFormProps) {
  const t = useCashboxText();
  const money = moneyFormatter(currency);
  const accounts = useReceivingAccounts(paymentType.id);
  const upload = useUploadSlip();
  const create = useCreateSlipDeposit();
  const { closeCashbox } = useCashbox();
  const showSuccess = useSetAtom(depositSuccessAtom);
  const refreshWallet = useRefreshWallet();

  const list = accounts.data ?? [];
  // The amount's limits follow the chosen account (spec 5), so the schema is built from the values.
  const limitsFor = (accountId: string): DepositLimits =>
    list.find((a) => String(a.id) === accountId) ?? paymentType.payment_type_currency_limits;
  const form = useZodForm(
    (values) => bankSlipFormSchema(currency, limitsFor(values.payment_bank_information_id)),
    {
      defaultValues: {
        payment_bank_information_id: '',
        deposit_amount: '',
        note: '',
        promotion_information_id: '',
        slip: null,
      },
    },
  );
  const accountId = form.form.watch('payment_bank_information_id');
  // One account is the account: it is chosen for the member.
  const onlyAccount = list.length === 1 ? list[0] : undefined;
  const { setValue } = form.form;
  useEffect(() => {
    if (onlyAccount && accountId !== String(onlyAccount.id)) {
      setValue('payment_bank_information_id', String(onlyAccount.id));
    }
  }, [onlyAccount, accountId, setValue]);
  const limits = limitsFor(accountId);

  const submit = form.submit(async ({ slip, ...body }) => {
    try {
      const uploaded = await upload.mutateAsync(slip);
      const deposit = await create.mutateAsync({ ...body, slip_image_url: uploaded.url });
      closeCashbox();
      showSuccess({ amount: deposit.deposit_amount, credited: deposit.status === 'success' });
    } catch (error) {
      // Spec 8: a failed bank deposit closes the cashbox without a message, unless the panel takes it.
      if (!onFailed(error)) closeCashbox();
    } finally {
      void refreshWallet();
    }
  });

  return (
    <form {...submit}>
      <Stack gap="md">
        <Select
          label={t('deposit.bank.account')}
          placeholder={list.length > 1 ? t('deposit.bank.account') : undefined}
          options={list.map((a) => ({
            value: String(a.id),
            label: t('deposit.bank.accountOption', {
              bank: a.bank_name ?? a.bank_code ?? '',
              number: a.account_no,
              name: a.account_name,
            }),
          }))}
          // Another account has other limits: a shown amount error is checked again.
          {...form.field('payment_bank_information_id', { deps: 'deposit_amount' })}
        />
        <AmountField
          {...form.field('deposit_amount')}
          decimals={amountDecimals(currency)}
          hint={t('amount.range', { min: money(limits.min_deposit), max: money(limits.max_deposit) })}
        />
        <p>
          {t('deposit.serviceCharge', {
            amount: money(paymentType.payment_type_currency_limits.service_charge),
          })}
        </p>
        <TextInput label={t('deposit.note')} maxLength={500} {...form.field('note')} />
        <TextInput
          label={t('deposit.bank.slip')}
          type="file"
          accept={SLIP_TYPES.join(',')}
          hint={t('deposit.bank.slipHint')}
          // A wrong file is said at once, not only at the submit.
          {...form.field('slip', { onChange: () => void form.form.trigger('slip') })}
        />
        <PromotionSelect {...form.field('promotion_information_id')} />
        <MethodSubmit failure={form.failure} busy={form.busy} />
      </Stack>
    </form>
  );
}
