import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmDialog, Modal, Stack } from '@casino/ui-kit';
import type { RedeemTransaction, Reward } from '@casino/contracts/rewards';
import { useMemberWallet } from '../api/member';
import { usePointTotals } from '../api/points';
import { useOpenLuckyBox, useShopItems } from '../api/shop';
import { DrawFairness, SeedPanel } from '../components/fairness';
import { PrizeBanner, useRevealed } from '../components/draw-result';
import { CardGrid } from '../components/load-state';
import { MemberGate } from '../components/member-gate';
import { usePointsText } from '../components/points-words';
import { PointsBalance } from '../components/points-summary';
import { RewardCard } from '../components/reward-card';
import * as styles from '../components/rewards.css';
import { SpendNotes, isShort, useSpendFlow } from '../components/spend';
import { moneyFormatter, useRewardsText } from '../text';

type Money = (amount: string) => string;

/** The opened box: it shakes, then gives its prize and the draw's revealed seeds. */
function OpenedBox({ transaction, onClose }: { transaction: RedeemTransaction | null; onClose: () => void }) {
  const t = useRewardsText();
  const common = useTranslation('common').t;
  const revealed = useRevealed(transaction?.id ?? null);
  return (
    <Modal
      open={transaction !== null}
      onClose={onClose}
      title={transaction?.name ?? ''}
      closeLabel={common('a11y.closeDialog')}
      footer={<Button onClick={onClose}>{t('close')}</Button>}
    >
      {transaction ? (
        <Stack gap="md">
          <div role="status">
            {revealed && transaction.prize ? (
              <PrizeBanner prize={transaction.prize} />
            ) : (
              <p>{t('lucky.opening')}</p>
            )}
          </div>
          {revealed ? null : (
            <div className={styles.box} aria-hidden="true">
              🎁
            </div>
          )}
          {revealed && transaction.fairness ? (
            <section aria-label={t('fair.drawTitle')}>
              <h3>{t('fair.drawTitle')}</h3>
              <DrawFairness draw={transaction.fairness} />
            </section>
          ) : null}
        </Stack>
      ) : null}
    </Modal>
  );
}

/** One lucky box: its prizes and chances, and "Open" (after a confirmation with its price). */
function LuckyBox({ reward, balance, money }: { reward: Reward; balance: string | undefined; money: Money }) {
  const t = useRewardsText();
  const pointsText = usePointsText();
  const open = useOpenLuckyBox();
  const [opened, setOpened] = useState<RedeemTransaction | null>(null);
  const flow = useSpendFlow(
    () => open.mutateAsync(reward.id),
    (result) => setOpened(result.transaction),
  );
  const short = isShort(balance, reward.points);
  return (
    <RewardCard reward={reward} money={money} showPrizes headingLevel={2}>
      <Stack gap="sm">
        <SpendNotes short={short} problem={flow.problem} />
        <div>
          <Button onClick={flow.ask} disabled={short || reward.stock === 0} loading={open.isPending}>
            {t('lucky.open', { points: pointsText(reward.points) })}
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        open={flow.confirming}
        title={t('lucky.confirmTitle')}
        message={t('lucky.confirmMessage', { name: reward.name, points: pointsText(reward.points) })}
        confirmLabel={t('lucky.confirm')}
        cancelLabel={t('cancel')}
        loading={open.isPending}
        onCancel={flow.cancel}
        onConfirm={() => void flow.confirm()}
      />
      <OpenedBox transaction={opened} onClose={() => setOpened(null)} />
    </RewardCard>
  );
}

/**
 * `/{lang}/reward/lucky-box`: the seed the next draw is committed to (and the member's client seed),
 * then the boxes. Opening one asks to confirm its price, shakes the box (still for members who prefer
 * less motion), then shows the prize and the revealed seed with how to verify it.
 */
export function LuckyBoxPage() {
  const t = useRewardsText();
  const boxes = useShopItems('lucky_box');
  const money = moneyFormatter(useMemberWallet().data?.currency);
  const balance = usePointTotals().data?.point;
  return (
    <Stack gap="lg">
      <h1 className={styles.title}>{t('lucky.title')}</h1>
      <p className={styles.intro}>{t('lucky.intro')}</p>
      <MemberGate>
        <Stack gap="lg">
          <PointsBalance />
          <CardGrid data={boxes.data} error={boxes.error} empty={t('lucky.empty')}>
            {(reward) => <LuckyBox reward={reward} balance={balance} money={money} />}
          </CardGrid>
          <SeedPanel />
        </Stack>
      </MemberGate>
    </Stack>
  );
}
