import { useMemo, useState } from 'react';
import { z } from 'zod';
import { Button, ConfirmDialog, Stack, TextInput } from '@casino/ui-kit';
import { amountDecimals, amountSchema, compareMoney } from '@casino/contracts';
import type { ExchangeRate, RedeemTransaction } from '@casino/contracts/rewards';
import type { MoneyCurrency } from '@casino/i18n';
import { useFailureText, useZodForm } from '@casino/forms';
import { useTranslation } from 'react-i18next';
import { useExchangePoints } from '../api/exchange';
import { formatPoints, moneyFormatter, pointsWorth, useRewardsText } from '../text';
import { usePointsText } from './points-words';
import * as styles from './rewards.css';

export interface ExchangeFormProps {
  rate: ExchangeRate;
  currency: MoneyCurrency;
  /** The member's points now; the form refuses more with "Points not enough". */
  balance: string;
}

/**
 * Points into money at the brand's rate: the points (hundredths at most, within the rate's minimum and
 * maximum and the balance), the money they give shown as they are typed, a confirmation, then the
 * exchange (the wallet and the points are read again).
 */
export function ExchangeForm({ rate, currency, balance }: ExchangeFormProps) {
  const t = useRewardsText();
  const errors = useTranslation('errors').t;
  const failureText = useFailureText();
  const pointsText = usePointsText();
  const money = moneyFormatter(currency);
  const exchange = useExchangePoints();
  const decimals = amountDecimals(currency);
  const schema = useMemo(
    () =>
      z.object({
        points: amountSchema({
          decimals: 2,
          min: rate.min_points,
          max: rate.max_points ?? undefined,
          display: formatPoints,
        }).refine((points) => compareMoney(points, balance) <= 0, errors('POINTS_NOT_ENOUGH')),
      }),
    [rate, balance, errors],
  );
  const form = useZodForm(schema, { defaultValues: { points: '' } });
  const [asked, setAsked] = useState<string | null>(null);
  const [done, setDone] = useState<RedeemTransaction | null>(null);
  const typed = form.form.watch('points').trim();
  const worth = (points: string) => pointsWorth(points, rate.points_per_unit, decimals);
  const typedWorth = /^\d+(\.\d{1,2})?$/.test(typed) ? worth(typed) : null;
  const submit = form.submit((values) => {
    setDone(null);
    setAsked(values.points);
  });
  const send = async (points: string) => {
    try {
      const transaction = await exchange.mutateAsync(points);
      setAsked(null);
      setDone(transaction);
      form.form.reset({ points: '' });
    } catch (error) {
      setAsked(null);
      form.form.setError('root', { type: 'server', message: failureText(error) });
    }
  };
  const paid = done?.prize?.amount ?? (done ? worth(done.points) : null);
  const hint =
    rate.max_points === null
      ? t('exchange.hintMin', { min: pointsText(rate.min_points) })
      : t('exchange.hintRange', { min: pointsText(rate.min_points), max: pointsText(rate.max_points) });
  return (
    <>
      <form {...submit} className={styles.form}>
        <Stack gap="md">
          <TextInput
            label={t('exchange.points')}
            hint={hint}
            inputMode="decimal"
            restrict="decimal"
            autoComplete="off"
            {...form.field('points')}
          />
          <p aria-live="polite">
            {t('exchange.youGet')}: <strong data-testid="exchange-worth">{money(typedWorth ?? '0')}</strong>
          </p>
          {form.failure ? (
            <p role="alert" className={styles.problem}>
              {form.failure}
            </p>
          ) : null}
          <div role="status">
            {done && paid !== null ? (
              <p className={styles.status}>
                {t('exchange.done', { points: pointsText(done.points), amount: money(paid) })}
              </p>
            ) : null}
          </div>
          <div>
            <Button type="submit" loading={exchange.isPending}>
              {t('exchange.submit')}
            </Button>
          </div>
        </Stack>
      </form>
      <ConfirmDialog
        open={asked !== null}
        title={t('exchange.confirmTitle')}
        message={t('exchange.confirmMessage', {
          points: pointsText(asked ?? '0'),
          amount: money(worth(asked ?? '0') ?? '0'),
        })}
        confirmLabel={t('exchange.confirm')}
        cancelLabel={t('cancel')}
        loading={exchange.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked !== null && void send(asked)}
      />
    </>
  );
}
