import { Button, Stack } from '@casino/ui-kit';
import { addDays } from '@casino/contracts';
import type { AffiliateStatisticDay } from '@casino/contracts/affiliate';
import { useBusinessCalendar, useBusinessDaysNote } from '@casino/i18n';
import { useState } from 'react';
import { useAffiliateStatistics } from '../api/statistics';
import { useMemberWallet } from '../api/wallet';
import { AffiliateFrame } from '../components/affiliate-frame';
import * as styles from '../components/affiliate.css';
import { LoadState } from '../components/load-state';
import { StatisticsChart } from '../components/statistics-chart';
import type { ChartSeries } from '../components/statistics-chart';
import { formatDay, moneyFormatter, useAffiliateText } from '../text';

/** The periods a member may look at, in days up to today. */
const PERIODS = [7, 30, 90] as const;
type Period = (typeof PERIODS)[number];

type MoneyField = 'income' | 'turnover' | 'net_loss';
type CountField = 'clicks' | 'registrations' | 'active_members';

/**
 * `/{lang}/setting/affiliate/statistics`: the last 7, 30 or 90 business days (today included) as three
 * charts (uPlot, loaded by this page only): income; turnover and net loss; clicks, registrations and
 * active members. Each has its figures as a table too.
 */
export function AffiliateStatisticsPage() {
  const t = useAffiliateText();
  const calendar = useBusinessCalendar();
  const daysNote = useBusinessDaysNote();
  const wallet = useMemberWallet();
  const money = moneyFormatter(wallet.data?.currency);
  const [period, setPeriod] = useState<Period>(30);
  const lastDay = calendar.today();
  const firstDay = addDays(lastDay, -(period - 1));
  const statistics = useAffiliateStatistics(firstDay, lastDay);

  const moneySeries = (
    days: AffiliateStatisticDay[],
    field: MoneyField,
    label: string,
    color: ChartSeries['color'],
  ) => ({
    label,
    color,
    values: days.map((day) => Number(day[field])),
    cells: days.map((day) => money(day[field])),
  });
  const countSeries = (
    days: AffiliateStatisticDay[],
    field: CountField,
    label: string,
    color: ChartSeries['color'],
  ) => ({
    label,
    color,
    values: days.map((day) => day[field]),
    cells: days.map((day) => String(day[field])),
  });

  return (
    <AffiliateFrame title={t('statistics.title')}>
      <Stack gap="lg">
        <Stack gap="xs">
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{t('statistics.period')}</legend>
            {PERIODS.map((days) => (
              <Button
                key={days}
                size="sm"
                variant={days === period ? 'primary' : 'secondary'}
                aria-pressed={days === period}
                onClick={() => setPeriod(days)}
              >
                {t('statistics.days', { count: days })}
              </Button>
            ))}
          </fieldset>
          <p className={styles.muted} aria-live="polite">
            {t('statistics.range', { first: formatDay(firstDay), last: formatDay(lastDay) })}
          </p>
          <p className={styles.muted}>{daysNote}</p>
        </Stack>
        <LoadState data={statistics.data} error={statistics.error}>
          {({ days }) => {
            const dayList = days.map((day) => day.business_day);
            return (
              <Stack gap="lg">
                <StatisticsChart
                  title={t('statistics.charts.income')}
                  days={dayList}
                  series={[moneySeries(days, 'income', t('statistics.series.income'), 'positive')]}
                />
                <StatisticsChart
                  title={t('statistics.charts.play')}
                  days={dayList}
                  series={[
                    moneySeries(days, 'turnover', t('statistics.series.turnover'), 'brand'),
                    moneySeries(days, 'net_loss', t('statistics.series.netLoss'), 'accent'),
                  ]}
                />
                <StatisticsChart
                  title={t('statistics.charts.people')}
                  days={dayList}
                  wholeNumbers
                  series={[
                    countSeries(days, 'clicks', t('statistics.series.clicks'), 'info'),
                    countSeries(days, 'registrations', t('statistics.series.registrations'), 'brand'),
                    countSeries(days, 'active_members', t('statistics.series.active'), 'positive'),
                  ]}
                />
              </Stack>
            );
          }}
        </LoadState>
      </Stack>
    </AffiliateFrame>
  );
}
