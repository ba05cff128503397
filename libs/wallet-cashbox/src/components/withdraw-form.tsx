import { Button, LoadingStatus, Stack, TextInput } from '@casino/ui-kit';
import { amountDecimals, TransactionStatus } from '@casino/contracts';
import type { Withdrawal, WithdrawalConfig } from '@casino/contracts';
import { useZodForm } from '@casino/forms';
import { formatBankAccount } from '@casino/i18n';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import { apiReason } from '../api/deposit';
import type { WalletCurrency } from '../api/wallet';
import { useMemberWallet, useRefreshWallet } from '../api/wallet';
import {
  usePendingWithdrawalStatus,
  useQueueWithdrawal,
  useWithdrawalConfig,
} from '../api/withdraw-transfer';
import { withdrawFormSchema } from '../form-schemas';
import { useAskForProfile, withdrawalUpdateAtom } from '../state';
import { moneyFormatter, useCashboxText } from '../text';
import { AmountField } from './amount-field';

/**
 * Withdraw to the registered bank account (spec 4): only once the turnover is met, the amount within the
 * limits and the balance; the request's outcome is shown (processing, paid, or refused: contact staff).
 */
export function WithdrawForm() {
  const t = useCashboxText();
  const wallet = useMemberWallet();
  const config = useWithdrawalConfig();
  const currency = wallet.data?.currency;
  if (!config.data || !currency) {
    return <LoadingStatus label={t('loading')} />;
  }
  return <WithdrawFields limits={config.data} currency={currency} />;
}

function WithdrawFields({ limits, currency }: { limits: WithdrawalConfig; currency: WalletCurrency }) {
  const t = useCashboxText();
  const queue = useQueueWithdrawal();
  const refreshWallet = useRefreshWallet();
  const askForProfile = useAskForProfile();
  const [result, setResult] = useState<Withdrawal | null>(null);
  const shownResult = useLiveOutcome(result);
  const money = moneyFormatter(currency);
  const form = useZodForm(withdrawFormSchema(currency, limits), {
    defaultValues: { amount: '', note: '' },
    reasonFields: { INSUFFICIENT_FUNDS: 'amount' },
  });
  // One key per attempt: sending the same details again (a retry after a lost reply) reuses it, so the
  // money is never held twice; other details are another attempt.
  const attempt = useRef<{ key: string; details: string } | null>(null);

  const submit = form.submit(async (body) => {
    if (!limits.turnover_met) return;
    const details = JSON.stringify(body);
    if (attempt.current?.details !== details) attempt.current = { key: crypto.randomUUID(), details };
    try {
      setResult(await queue.mutateAsync({ ...body, idempotency_key: attempt.current.key }));
      attempt.current = null;
      form.form.reset();
    } catch (error) {
      if (apiReason(error) !== 'PROFILE_INCOMPLETE') throw error;
      askForProfile();
    } finally {
      void refreshWallet();
    }
  });

  return (
    <Stack gap="md">
      <p>
        {t('withdraw.balance')}: <strong>{money(limits.balance)}</strong>
      </p>
      <p>{t('withdraw.limits', { min: money(limits.min_amount), max: money(limits.max_amount) })}</p>
      {!limits.turnover_met ? (
        <p role="alert">
          {t('withdraw.turnoverRequired')} (
          {t('withdraw.turnoverProgress', {
            current: money(limits.turn_deposit),
            target: money(limits.turn_deposit_target),
          })}
          )
        </p>
      ) : null}
      {limits.has_pending && !result ? <p>{t('withdraw.pending')}</p> : null}
      {shownResult ? <WithdrawalOutcome withdrawal={shownResult} money={money} /> : null}
      <form {...submit}>
        <Stack gap="md">
          <AmountField {...form.field('amount')} decimals={amountDecimals(currency)} />
          <TextInput label={t('withdraw.note')} maxLength={200} {...form.field('note')} />
          {form.failure ? <p role="alert">{form.failure}</p> : null}
          <Button type="submit" loading={form.busy} disabled={!limits.turnover_met}>
            {t('withdraw.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/**
 * The request's answer, with the status staff gave it later: from the WITHDRAWAL event, or, while it
 * still shows as pending, from the history read again each time the socket opens.
 */
function useLiveOutcome(withdrawal: Withdrawal | null): Withdrawal | null {
  const update = useAtomValue(withdrawalUpdateAtom);
  const pending = withdrawal?.status === 'pending' ? withdrawal.reference : null;
  const stored = usePendingWithdrawalStatus(pending).data;
  if (!withdrawal) return null;
  const status = TransactionStatus.safeParse(
    update?.reference === withdrawal.reference ? update.status : stored,
  );
  return status.success ? { ...withdrawal, status: status.data } : withdrawal;
}

export function WithdrawalOutcome({
  withdrawal,
  money,
}: {
  withdrawal: Withdrawal;
  money: (a: string) => string;
}) {
  const t = useCashboxText();
  const amount = money(withdrawal.amount);
  return (
    <div role="status">
      {withdrawal.status === 'pending' ? <p>{t('withdraw.processing', { amount })}</p> : null}
      {withdrawal.status === 'success' ? <p>{t('withdraw.success', { amount })}</p> : null}
      {withdrawal.status === 'fail' ? <p>{t('withdraw.refused')}</p> : null}
      {withdrawal.bank ? (
        <p>
          {t('withdraw.toAccount', {
            bank: withdrawal.bank.bank_name,
            number: formatBankAccount(withdrawal.bank.bank_no),
          })}
        </p>
      ) : null}
    </div>
  );
}
