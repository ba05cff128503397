import { Card, Stack } from '@casino/ui-kit';
import { useExchangeRate } from '../api/exchange';
import { useMemberWallet } from '../api/member';
import { usePointTotals } from '../api/points';
import { ExchangeForm } from '../components/exchange-form';
import { ExchangeRateFacts } from '../components/exchange-rate-facts';
import { LoadState } from '../components/load-state';
import { MemberGate } from '../components/member-gate';
import { PointsBalance } from '../components/points-summary';
import * as styles from '../components/rewards.css';
import { moneyFormatter, useRewardsText } from '../text';

/** The rate of the member's currency and the form, once the currency, the rate and the balance are known. */
function Exchange() {
  const t = useRewardsText();
  const wallet = useMemberWallet();
  const currency = wallet.data?.currency;
  const rate = useExchangeRate(currency?.id);
  const totals = usePointTotals();
  const money = moneyFormatter(currency);
  const ready =
    rate.data === undefined || totals.data === undefined
      ? undefined
      : { rate: rate.data, totals: totals.data };
  return (
    <LoadState
      data={ready}
      error={wallet.error ?? rate.error ?? totals.error}
      isEmpty={(data) => data.rate === null || !data.rate.is_active}
      empty={t('exchange.closed')}
    >
      {({ rate: active, totals: points }) =>
        active && currency ? (
          <Card>
            <Stack gap="lg">
              <ExchangeRateFacts rate={active} money={money} />
              <ExchangeForm rate={active} currency={currency} balance={points.point} />
            </Stack>
          </Card>
        ) : null
      }
    </LoadState>
  );
}

/** `/{lang}/reward/exchange-point`: points into money in the main wallet at the brand's rate. */
export function ExchangePointPage() {
  const t = useRewardsText();
  return (
    <Stack gap="lg">
      <h1 className={styles.title}>{t('exchange.title')}</h1>
      <p className={styles.intro}>{t('exchange.intro')}</p>
      <MemberGate>
        <Stack gap="lg">
          <PointsBalance />
          <Exchange />
        </Stack>
      </MemberGate>
    </Stack>
  );
}
