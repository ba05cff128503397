import { useId, useState } from 'react';
import { z } from 'zod';
import { amountSchema } from '@casino/contracts';
import type { MoneyLimit } from '@casino/contracts/safer-gambling';
import { useZodForm } from '@casino/forms';
import { Button, TextInput } from '@casino/ui-kit';
import { useCancelPending, useMoney, useSetLimit } from '../api/limits';
import { useSaferGamblingText } from '../text';
import { dateTime } from './dates';
import { PendingLine, SavedStatus } from './pending-line';
import type { Saved } from './pending-line';
import * as styles from './safer-gambling.css';

interface LimitRowProps {
  limit: MoneyLimit;
  currency: string;
  /** Decimal places the currency takes (0 or 2). */
  decimals: number;
}

/** One money limit: its amount, this period's use and what is left, a pending change, and the form. */
export function LimitRow({ limit, currency, decimals }: LimitRowProps) {
  const t = useSaferGamblingText();
  const money = useMoney();
  const headingId = useId();
  const setLimit = useSetLimit();
  const cancel = useCancelPending();
  const [saved, setSaved] = useState<Saved>(null);
  const form = useZodForm(z.object({ amount: amountSchema({ decimals }) }), {
    defaultValues: { amount: '' },
  });
  const submit = form.submit(async ({ amount }) => {
    const page = await setLimit.mutateAsync({ kind: limit.kind, amount });
    const after = page?.limits.find((l) => l.kind === limit.kind);
    setSaved(after?.pending ? { later: after.pending.applies_at } : 'now');
    form.form.reset({ amount: '' });
  });
  const remove = async () => {
    try {
      const page = await setLimit.mutateAsync({ kind: limit.kind, amount: null });
      const after = page?.limits.find((l) => l.kind === limit.kind);
      setSaved(after?.pending ? { later: after.pending.applies_at } : 'now');
    } catch (error) {
      form.fail(error);
    }
  };
  const used = limit.kind.startsWith('deposit') ? 'usedDeposit' : 'usedLoss';

  return (
    <li className={styles.limit} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.limitTitle}>
        {t(`kinds.${limit.kind}`)}
      </h3>
      <div className={styles.facts}>
        <p className={styles.muted}>
          {limit.amount === null ? t('none') : t('current', { amount: money(limit.amount, currency) })}
        </p>
        <p className={styles.muted}>{t(used, { amount: money(limit.used, currency) })}</p>
        {limit.remaining !== null ? (
          <p className={styles.muted}>
            {t('remaining', { amount: money(limit.remaining, currency), end: dateTime(limit.period_end) })}
          </p>
        ) : null}
      </div>
      {limit.pending ? (
        <PendingLine
          text={
            limit.pending.amount === null
              ? t('pendingRemoval', { date: dateTime(limit.pending.applies_at) })
              : t('pendingChange', {
                  amount: money(limit.pending.amount, currency),
                  date: dateTime(limit.pending.applies_at),
                })
          }
          onCancel={async () => {
            await cancel.mutateAsync(limit.kind);
            setSaved('cancelled');
          }}
          busy={cancel.isPending}
        />
      ) : null}
      <form {...submit} className={styles.form} aria-labelledby={headingId}>
        <div className={styles.field}>
          <TextInput
            label={t('newAmount', { currency })}
            inputMode={decimals > 0 ? 'decimal' : 'numeric'}
            autoComplete="off"
            {...form.field('amount')}
          />
        </div>
        <div className={styles.actions}>
          <Button type="submit" loading={form.busy}>
            {t('save')}
          </Button>
          {limit.amount !== null && !(limit.pending && limit.pending.amount === null) ? (
            <Button
              type="button"
              variant="secondary"
              onClick={() => void remove()}
              loading={setLimit.isPending}
            >
              {t('remove')}
            </Button>
          ) : null}
        </div>
      </form>
      {form.failure ? <p role="alert">{form.failure}</p> : null}
      <SavedStatus saved={saved} />
    </li>
  );
}
