import { Button, LoadingStatus, Stack, TextInput } from '@casino/ui-kit';
import { TransactionStatus } from '@casino/contracts';
import type { Withdrawal } from '@casino/contracts';
import { formatBankAccount } from '@casino/i18n';
import { useAtomValue } from 'jotai';
import { useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { checkAmount } from '../amount';
import { apiReason } from '../api/deposit';
import { useMemberWallet, useRefreshWallet } from '../api/wallet';
import { useQueueWithdrawal, useWithdrawalConfig } from '../api/withdraw-transfer';
import { useFailureText } from '../failure-text';
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
  const queue = useQueueWithdrawal();
  const refreshWallet = useRefreshWallet();
  const failureText = useFailureText();
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [result, setResult] = useState<Withdrawal | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const askForProfile = useAskForProfile();
  const shownResult = useLiveOutcome(result);
  // One key per attempt: a double click or a resend of the same form cannot hold the money twice.
  const attemptKey = useRef<string | null>(null);

  const currency = wallet.data?.currency;
  if (!config.data || !currency) {
    return <LoadingStatus label={t('loading')} />;
  }
  const money = moneyFormatter(currency);
  const limits = config.data;
  const problem = checkAmount(amount, {
    min: limits.min_amount,
    max: limits.max_amount,
    balance: limits.balance,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (problem || !limits.turnover_met) return;
    attemptKey.current ??= crypto.randomUUID();
    try {
      setResult(
        await queue.mutateAsync({
          amount,
          ...(note.trim() ? { note: note.trim() } : {}),
          idempotency_key: attemptKey.current,
        }),
      );
      attemptKey.current = null;
      setAmount('');
      setSubmitted(false);
    } catch (error) {
      if (apiReason(error) === 'PROFILE_INCOMPLETE') askForProfile();
      else setFailure(failureText(error));
    } finally {
      void refreshWallet();
    }
  };

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
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="md">
          <AmountField
            value={amount}
            onChange={(value) => {
              attemptKey.current = null;
              setAmount(value);
            }}
            problem={problem}
            showProblem={submitted}
            format={money}
          />
          <TextInput
            label={t('withdraw.note')}
            value={note}
            maxLength={200}
            onChange={(e) => {
              attemptKey.current = null;
              setNote(e.target.value);
            }}
          />
          {failure ? <p role="alert">{failure}</p> : null}
          <Button type="submit" loading={queue.isPending} disabled={!limits.turnover_met}>
            {t('withdraw.submit')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}

/** The request's answer, with the status a later WITHDRAWAL event gave it (staff paid or refused it). */
function useLiveOutcome(withdrawal: Withdrawal | null): Withdrawal | null {
  const update = useAtomValue(withdrawalUpdateAtom);
  const status = TransactionStatus.safeParse(update?.status);
  if (!withdrawal || update?.reference !== withdrawal.reference || !status.success) return withdrawal;
  return { ...withdrawal, status: status.data };
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
