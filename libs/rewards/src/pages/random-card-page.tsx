import { useState } from 'react';
import { Button, ConfirmDialog, Stack } from '@casino/ui-kit';
import { RANDOM_CARD_COUNT } from '@casino/contracts/rewards';
import type { Prize, RedeemTransaction, Reward } from '@casino/contracts/rewards';
import { useMemberWallet } from '../api/member';
import { usePointTotals } from '../api/points';
import { usePickRandomCard, useShopItems } from '../api/shop';
import { CardTable } from '../components/card-table';
import { PrizeBanner } from '../components/draw-result';
import { DrawFairness, SeedPanel } from '../components/fairness';
import { LoadState } from '../components/load-state';
import { MemberGate } from '../components/member-gate';
import { PointsBalance } from '../components/points-summary';
import { usePointsText } from '../components/points-words';
import { RewardCard } from '../components/reward-card';
import * as styles from '../components/rewards.css';
import { SpendNotes, isShort, useSpendFlow } from '../components/spend';
import { moneyFormatter, useRewardsText } from '../text';

interface Dealt {
  cards: Prize[];
  picked: number;
  transaction: RedeemTransaction;
}

/** One random card: pick a face-down card, confirm its price, then every card turns over. */
function RandomCard({
  reward,
  balance,
  money,
}: {
  reward: Reward;
  balance: string | undefined;
  money: (a: string) => string;
}) {
  const t = useRewardsText();
  const pointsText = usePointsText();
  const pick = usePickRandomCard();
  const [choosing, setChoosing] = useState<number | null>(null);
  const [dealt, setDealt] = useState<Dealt | null>(null);
  const flow = useSpendFlow(
    () => pick.mutateAsync({ rewardId: reward.id, cardIndex: choosing ?? 0 }),
    (result) => {
      setChoosing(null);
      setDealt({ cards: result.cards, picked: result.card_index, transaction: result.transaction });
    },
  );
  const short = isShort(balance, reward.points);
  const prize = dealt?.cards[dealt.picked];
  return (
    <RewardCard reward={reward} money={money} showPrizes headingLevel={2}>
      <Stack gap="md">
        <CardTable
          label={t('random.cards', { name: reward.name, total: RANDOM_CARD_COUNT })}
          dealt={dealt}
          choosing={choosing}
          disabled={short || reward.stock === 0 || pick.isPending}
          onPick={(index) => {
            setChoosing(index);
            flow.ask();
          }}
        />
        <div role="status">{prize ? <PrizeBanner prize={prize} /> : null}</div>
        <SpendNotes short={short} problem={flow.problem} />
        {dealt ? (
          <>
            {dealt.transaction.fairness ? (
              <section aria-label={t('fair.drawTitle')}>
                <h3 className={styles.title}>{t('fair.drawTitle')}</h3>
                <DrawFairness draw={dealt.transaction.fairness} />
              </section>
            ) : null}
            <div>
              <Button variant="secondary" onClick={() => setDealt(null)}>
                {t('random.again')}
              </Button>
            </div>
          </>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={flow.confirming}
        title={t('random.confirmTitle')}
        message={t('random.confirmMessage', {
          number: (choosing ?? 0) + 1,
          name: reward.name,
          points: pointsText(reward.points),
        })}
        confirmLabel={t('random.confirm')}
        cancelLabel={t('cancel')}
        loading={pick.isPending}
        onCancel={() => {
          setChoosing(null);
          flow.cancel();
        }}
        onConfirm={() => void flow.confirm()}
      />
    </RewardCard>
  );
}

/**
 * `/{lang}/reward/random-card`: each random card of the shop with its face-down cards; picking one asks
 * to confirm the price, then every card turns over with the member's marked, and the draw's revealed seed.
 */
export function RandomCardPage() {
  const t = useRewardsText();
  const decks = useShopItems('random_card');
  const money = moneyFormatter(useMemberWallet().data?.currency);
  const balance = usePointTotals().data?.point;
  return (
    <Stack gap="lg">
      <h1 className={styles.title}>{t('random.title')}</h1>
      <p className={styles.intro}>{t('random.intro', { total: RANDOM_CARD_COUNT })}</p>
      <MemberGate>
        <Stack gap="lg">
          <PointsBalance />
          <LoadState
            data={decks.data}
            error={decks.error}
            isEmpty={(data) => data.length === 0}
            empty={t('random.empty')}
          >
            {(data) => (
              <Stack gap="lg">
                {data.map((reward) => (
                  <RandomCard key={reward.id} reward={reward} balance={balance} money={money} />
                ))}
              </Stack>
            )}
          </LoadState>
          <SeedPanel />
        </Stack>
      </MemberGate>
    </Stack>
  );
}
