import { Button, ConfirmDialog, Stack, TextInput } from '@casino/ui-kit';
import { amountDecimals, amountSchema, compareMoney, WalletTransferBody } from '@casino/contracts';
import type { MoneyString, Wallet } from '@casino/contracts';
import type { CashbackKind } from '@casino/contracts/promotions';
import { useZodForm } from '@casino/forms';
import { useRef, useState } from 'react';
import { useCashbackTransfer } from '../api';
import { moneyFormatter, useCashbackText } from '../text';

export interface TransferToWalletProps {
  kind: CashbackKind;
  /** The balance that may be moved. */
  available: MoneyString;
  currency: Wallet['currency'];
}

const formSchema = (currency: Wallet['currency'], available: MoneyString) =>
  WalletTransferBody.pick({ amount: true }).extend({
    amount: amountSchema({
      decimals: amountDecimals(currency),
      balance: available,
      display: moneyFormatter(currency),
    }),
  });

/** The balance as the member may type it: cut to the decimals the currency shows (never rounded up). */
function typeable(amount: MoneyString, decimals: number): string {
  const [whole = '0', fraction = ''] = amount.split('.');
  return decimals > 0 ? `${whole}.${fraction.padEnd(decimals, '0').slice(0, decimals)}` : whole;
}

/**
 * Moves cashback or rebate into the main wallet: the amount (at most the balance), a confirmation, then
 * the success line. Each confirmed attempt carries its own key, so a retry never moves the money twice.
 */
export function TransferToWallet({ kind, available, currency }: TransferToWalletProps) {
  const t = useCashbackText();
  const money = moneyFormatter(currency);
  const transfer = useCashbackTransfer(kind);
  const [pending, setPending] = useState<MoneyString | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const attemptKey = useRef<string | null>(null);
  const form = useZodForm(formSchema(currency, available), {
    defaultValues: { amount: '' },
    reasonFields: { INSUFFICIENT_FUNDS: 'amount' },
  });

  const submit = form.submit(({ amount }) => {
    setDone(null);
    attemptKey.current = crypto.randomUUID();
    setPending(amount);
  });

  const confirm = async () => {
    if (!pending || !attemptKey.current) return;
    try {
      const moved = await transfer.mutateAsync({ amount: pending, idempotency_key: attemptKey.current });
      setDone(t('transfer.success', { amount: money(moved.amount) }));
      form.form.reset({ amount: '' });
    } catch (error) {
      form.fail(error);
    } finally {
      setPending(null);
    }
  };

  if (compareMoney(available, '0') <= 0) {
    return (
      <Stack gap="sm">
        {done ? <p role="status">{done}</p> : null}
        <p>{t('transfer.nothing')}</p>
      </Stack>
    );
  }

  return (
    <form {...submit}>
      <Stack gap="md">
        <TextInput
          label={t('transfer.amount')}
          restrict={amountDecimals(currency) > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          hint={t('transfer.hint', { amount: money(available) })}
          {...form.field('amount')}
        />
        <div>
          <Button
            variant="ghost"
            type="button"
            onClick={() =>
              form.form.setValue('amount', typeable(available, amountDecimals(currency)), {
                shouldValidate: true,
              })
            }
          >
            {t('transfer.all')}
          </Button>
        </div>
        {form.failure ? <p role="alert">{form.failure}</p> : null}
        {done ? <p role="status">{done}</p> : null}
        <Button type="submit" loading={transfer.isPending}>
          {t('transfer.submit')}
        </Button>
      </Stack>
      <ConfirmDialog
        open={pending !== null}
        title={t('transfer.confirmTitle')}
        message={t('transfer.confirmMessage', { amount: money(pending ?? '0') })}
        confirmLabel={t('transfer.confirm')}
        cancelLabel={t('cancel')}
        loading={transfer.isPending}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </form>
  );
}
