import { Button, ConfirmDialog, Stack, TextInput } from '@casino/ui-kit';
import { amountDecimals, amountSchema, compareMoney, WalletTransferBody } from '@casino/contracts';
import type { MoneyString, Wallet } from '@casino/contracts';
import { useZodForm } from '@casino/forms';
import { useRef, useState } from 'react';
import { useAffiliateTransfer, useMinimumTransfer } from '../api/account';
import { moneyFormatter, useAffiliateText } from '../text';
import * as styles from './affiliate.css';
import { LoadState } from './load-state';

export interface TransferAffiliateProps {
  /** The affiliate balance that may be moved. */
  available: MoneyString;
  currency: Wallet['currency'];
}

interface TransferRules {
  available: MoneyString;
  min: MoneyString;
  currency: Wallet['currency'];
}

/** The request's schema with spec 5's amount: at least the minimum, at most the balance, the currency's decimals. */
const formSchema = ({ available, min, currency }: TransferRules) =>
  WalletTransferBody.pick({ amount: true }).extend({
    amount: amountSchema({
      decimals: amountDecimals(currency),
      min,
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
 * Moves affiliate money into the main wallet: the amount (at least the minimum transfer, at most the
 * balance), a confirmation, then the success line; the wallet and these pages are read again after any
 * answer. Each confirmed attempt carries its own key, so a retry never moves the money twice.
 */
export function TransferAffiliate({ available, currency }: TransferAffiliateProps) {
  const minimum = useMinimumTransfer();
  return (
    <LoadState data={minimum.data} error={minimum.error}>
      {(data) => <TransferForm rules={{ available, min: data.min_amount, currency }} />}
    </LoadState>
  );
}

function TransferForm({ rules }: { rules: TransferRules }) {
  const t = useAffiliateText();
  const money = moneyFormatter(rules.currency);
  const decimals = amountDecimals(rules.currency);
  const transfer = useAffiliateTransfer();
  const [pending, setPending] = useState<MoneyString | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const attemptKey = useRef<string | null>(null);
  const form = useZodForm(formSchema(rules), {
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

  const success = done ? <p role="status">{done}</p> : null;
  if (compareMoney(rules.available, '0') <= 0) {
    return (
      <Stack gap="sm">
        {success}
        <p className={styles.paragraph}>{t('transfer.nothing')}</p>
      </Stack>
    );
  }
  if (compareMoney(rules.available, rules.min) < 0) {
    return (
      <Stack gap="sm">
        {success}
        <p className={styles.paragraph}>{t('transfer.belowMinimum', { min: money(rules.min) })}</p>
      </Stack>
    );
  }

  return (
    <form {...submit}>
      <Stack gap="md">
        <TextInput
          label={t('transfer.amount')}
          restrict={decimals > 0 ? 'decimal' : 'numeric'}
          autoComplete="off"
          hint={t('transfer.hint', { min: money(rules.min), amount: money(rules.available) })}
          data-testid="affiliate-transfer-amount"
          {...form.field('amount')}
        />
        <div>
          <Button
            variant="ghost"
            type="button"
            onClick={() =>
              form.form.setValue('amount', typeable(rules.available, decimals), { shouldValidate: true })
            }
          >
            {t('transfer.all')}
          </Button>
        </div>
        {form.failure ? <p role="alert">{form.failure}</p> : null}
        {success}
        <div>
          <Button type="submit" loading={transfer.isPending}>
            {t('transfer.submit')}
          </Button>
        </div>
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
