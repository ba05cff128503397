import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card, Stack, Tabs } from '@casino/ui-kit';
import { useLocalPath } from '@casino/auth';
import type { RedeemTypeCode, Reward } from '@casino/contracts/rewards';
import { useExchangeRate } from '../api/exchange';
import { useFreeSpinOffers } from '../api/free-spins';
import { useMemberWallet } from '../api/member';
import { useRedeemTypes, useShopItems } from '../api/shop';
import { ExchangeRateFacts } from '../components/exchange-rate-facts';
import { FreeSpinOfferCard } from '../components/free-spin-offer-card';
import { CardGrid, LoadState } from '../components/load-state';
import { MemberGate } from '../components/member-gate';
import { PointsSummary } from '../components/points-summary';
import { RewardCard } from '../components/reward-card';
import * as styles from '../components/rewards.css';
import { moneyFormatter, useRewardsText } from '../text';

type Money = (amount: string) => string;

/** Where each kind of draw is played: the shop lists them, their own page opens them. */
const DRAW_PAGES = { lucky_box: '/reward/lucky-box', random_card: '/reward/random-card' } as const;

/** The special rewards, lucky boxes or random cards of the member's currency, as a grid of cards. */
function ItemsPanel({ type, money }: { type: 'special' | 'lucky_box' | 'random_card'; money: Money }) {
  const t = useRewardsText();
  const localPath = useLocalPath();
  const items = useShopItems(type);
  const action = (reward: Reward) =>
    type === 'special' ? (
      <Link to={localPath(`/reward/redreemExchangeReward/${reward.id}`)}>
        {t('shop.viewReward', { name: reward.name })}
      </Link>
    ) : (
      <Link to={localPath(DRAW_PAGES[type])}>{t(`shop.play.${type}`)}</Link>
    );
  return (
    <CardGrid data={items.data} error={items.error} empty={t('shop.empty')}>
      {(reward) => (
        <RewardCard reward={reward} money={money} showPrizes={type !== 'special'}>
          {action(reward)}
        </RewardCard>
      )}
    </CardGrid>
  );
}

function FreeSpinPanel({ currencyId, money }: { currencyId: number | undefined; money: Money }) {
  const t = useRewardsText();
  const localPath = useLocalPath();
  const offers = useFreeSpinOffers(currencyId, null);
  return (
    <CardGrid data={offers.data} error={offers.error} empty={t('freeSpins.empty')}>
      {(offer) => (
        <FreeSpinOfferCard offer={offer} money={money}>
          <Link to={localPath('/reward/freespin')}>{t('shop.play.free_spin')}</Link>
        </FreeSpinOfferCard>
      )}
    </CardGrid>
  );
}

function ExchangePanel({ currencyId, money }: { currencyId: number | undefined; money: Money }) {
  const t = useRewardsText();
  const localPath = useLocalPath();
  const rate = useExchangeRate(currencyId);
  return (
    <LoadState
      data={rate.data}
      error={rate.error}
      isEmpty={(data) => data === null || !data.is_active}
      empty={t('exchange.closed')}
    >
      {(data) =>
        data ? (
          <Card>
            <Stack gap="md">
              <ExchangeRateFacts rate={data} money={money} />
              <div>
                <Link to={localPath('/reward/exchange-point')}>{t('shop.play.exchange')}</Link>
              </div>
            </Stack>
          </Card>
        ) : null
      }
    </LoadState>
  );
}

/** The shop's tabs (spec: special reward, lucky box, random card, free spins, exchange) in the server's order. */
function Shop() {
  const t = useRewardsText();
  const [params, setParams] = useSearchParams();
  const types = useRedeemTypes();
  const wallet = useMemberWallet();
  const currency = wallet.data?.currency;
  const money = moneyFormatter(currency);
  const codes = types.data?.map((type) => type.code) ?? [];
  const tab: RedeemTypeCode | undefined = codes.find((code) => code === params.get('tab')) ?? codes[0];
  const panel = (code: RedeemTypeCode): ReactNode => {
    if (code === 'free_spin') return <FreeSpinPanel currencyId={currency?.id} money={money} />;
    if (code === 'exchange') return <ExchangePanel currencyId={currency?.id} money={money} />;
    return <ItemsPanel type={code} money={money} />;
  };
  return (
    <LoadState
      data={types.data}
      error={types.error}
      isEmpty={(data) => data.length === 0}
      empty={t('shop.empty')}
    >
      {() =>
        tab ? (
          <Tabs
            label={t('shop.tabs')}
            value={tab}
            onChange={(id) => setParams({ tab: id }, { replace: true })}
            items={codes.map((code) => ({
              id: code,
              label: t(`types.${code}`),
              content: code === tab ? panel(code) : null,
            }))}
          />
        ) : null
      }
    </LoadState>
  );
}

/**
 * `/{lang}/reward`: the member's points on top, then the shop by type; `?tab=` keeps the type. Special
 * rewards open their own page; the draws, free spins and the exchange have theirs. The shell's guard
 * sends members whose points are not displayed home.
 */
export function RewardPage() {
  const t = useRewardsText();
  return (
    <Stack gap="lg">
      <h1 className={styles.title}>{t('shop.title')}</h1>
      <p className={styles.intro}>{t('shop.intro')}</p>
      <MemberGate>
        <Stack gap="lg">
          <PointsSummary />
          <Shop />
        </Stack>
      </MemberGate>
    </Stack>
  );
}
