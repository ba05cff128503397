import { Button, LoadingStatus, Select, Stack } from '@casino/ui-kit';
import { TransferSource } from '@casino/contracts';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { checkAmount } from '../amount';
import { useMemberWallet, useRefreshWallet } from '../api/wallet';
import { useMinimumTransfer, useWalletTransfer } from '../api/withdraw-transfer';
import { useFailureText } from '../failure-text';
import { moneyFormatter, useCashboxText } from '../text';
import { AmountField } from './amount-field';

/** Cashback, rebate or affiliate money into the main wallet (spec 5): at least the minimum, at most the balance. */
export function TransferForm() {
  const t = useCashboxText();
  const wallet = useMemberWallet();
  const minimum = useMinimumTransfer();
  const transfer = useWalletTransfer();
  const refreshWallet = useRefreshWallet();
  const failureText = useFailureText();
  const [source, setSource] = useState<TransferSource>('cashback');
  const [amount, setAmount] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const currency = wallet.data?.currency;
  if (!minimum.data || !currency) {
    return <LoadingStatus label={t('loading')} />;
  }
  const money = moneyFormatter(currency);
  const balance = minimum.data[source];
  const problem = checkAmount(amount, { min: minimum.data.min_amount, balance });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setMessage(null);
    if (problem) return;
    try {
      const done = await transfer.mutateAsync({ source, amount });
      setMessage({ ok: true, text: t('transfer.success', { amount: money(done.amount) }) });
      setAmount('');
      setSubmitted(false);
    } catch (error) {
      setMessage({ ok: false, text: failureText(error) });
    } finally {
      void refreshWallet();
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="md">
        <Select
          label={t('transfer.from')}
          value={source}
          onChange={(event) => setSource(TransferSource.parse(event.target.value))}
          options={TransferSource.options.map((s) => ({
            value: s,
            label: `${t(`balances.${s}`)} (${money(minimum.data[s])})`,
          }))}
        />
        <p>{t('transfer.to')}</p>
        <AmountField
          value={amount}
          onChange={setAmount}
          problem={problem}
          showProblem={submitted}
          format={money}
          hint={t('transfer.minimum', { amount: money(minimum.data.min_amount) })}
        />
        {message ? <p role={message.ok ? 'status' : 'alert'}>{message.text}</p> : null}
        <Button type="submit" loading={transfer.isPending}>
          {t('transfer.submit')}
        </Button>
      </Stack>
    </form>
  );
}
