import { Button, Select, Stack, TextInput } from '@casino/ui-kit';
import { useSetAtom } from 'jotai';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { checkAmount } from '../../amount';
import { useCreateSlipDeposit, useReceivingAccounts, useUploadSlip } from '../../api/deposit';
import { useRefreshWallet } from '../../api/wallet';
import { checkSlipFile, SLIP_TYPES } from '../../slip-file';
import { depositSuccessAtom, useCashbox } from '../../state';
import { moneyFormatter, useCashboxText } from '../../text';
import { AmountField } from '../amount-field';
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
  const [accountId, setAccountId] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [promotionId, setPromotionId] = useState('');
  const [slip, setSlip] = useState<File | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const upload = useUploadSlip();
  const create = useCreateSlipDeposit();
  const { closeCashbox } = useCashbox();
  const showSuccess = useSetAtom(depositSuccessAtom);
  const refreshWallet = useRefreshWallet();

  const list = accounts.data ?? [];
  const account = list.find((a) => String(a.id) === accountId) ?? (list.length === 1 ? list[0] : undefined);
  const limits = account
    ? { min: account.min_deposit, max: account.max_deposit }
    : {
        min: paymentType.payment_type_currency_limits.min_deposit,
        max: paymentType.payment_type_currency_limits.max_deposit,
      };
  const amountProblem = checkAmount(amount, limits);
  const slipProblem = checkSlipFile(slip);
  const slipMessage = {
    required: t('deposit.bank.slipRequired'),
    type: t('deposit.bank.slipType'),
    size: t('deposit.bank.slipSize'),
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!account || amountProblem || slipProblem || !slip) return;
    try {
      const uploaded = await upload.mutateAsync(slip);
      const deposit = await create.mutateAsync({
        payment_bank_information_id: account.id,
        deposit_amount: amount,
        slip_image_url: uploaded.url,
        ...(note.trim() ? { note: note.trim() } : {}),
        ...(promotionId ? { promotion_information_id: Number(promotionId) } : {}),
      });
      closeCashbox();
      showSuccess({ amount: deposit.deposit_amount, credited: deposit.status === 'success' });
    } catch (error) {
      if (onFailed(error)) return;
      closeCashbox();
    } finally {
      void refreshWallet();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Select
          label={t('deposit.bank.account')}
          value={account ? String(account.id) : accountId}
          onChange={(event) => setAccountId(event.target.value)}
          placeholder={list.length > 1 ? t('deposit.bank.account') : undefined}
          options={list.map((a) => ({
            value: String(a.id),
            label: t('deposit.bank.accountOption', {
              bank: a.bank_name ?? a.bank_code ?? '',
              number: a.account_no,
              name: a.account_name,
            }),
          }))}
          error={submitted && !account ? t('deposit.bank.accountRequired') : undefined}
        />
        <AmountField
          value={amount}
          onChange={setAmount}
          problem={amountProblem}
          showProblem={submitted}
          format={money}
          hint={t('amount.range', { min: money(limits.min), max: money(limits.max) })}
        />
        <p>
          {t('deposit.serviceCharge', {
            amount: money(paymentType.payment_type_currency_limits.service_charge),
          })}
        </p>
        <TextInput
          label={t('deposit.note')}
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
        />
        <TextInput
          label={t('deposit.bank.slip')}
          type="file"
          accept={SLIP_TYPES.join(',')}
          hint={t('deposit.bank.slipHint')}
          onChange={(event) => setSlip(event.target.files?.[0] ?? null)}
          error={(submitted || slip) && slipProblem ? slipMessage[slipProblem] : undefined}
        />
        <PromotionSelect value={promotionId} onChange={setPromotionId} />
        <Button type="submit" loading={upload.isPending || create.isPending}>
          {t('deposit.submit')}
        </Button>
      </Stack>
    </form>
  );
}
