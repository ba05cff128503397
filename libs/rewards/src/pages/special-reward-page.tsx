import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button, Card, EmptyState, Stack } from '@casino/ui-kit';
import { useLocalPath } from '@casino/auth';
import type { RedeemTransaction, Reward } from '@casino/contracts/rewards';
import { useMemberWallet } from '../api/member';
import { usePointTotals } from '../api/points';
import { useShopItems } from '../api/shop';
import { Facts } from '../components/facts';
import { LoadState } from '../components/load-state';
import { MemberGate } from '../components/member-gate';
import { usePointsText } from '../components/points-words';
import * as styles from '../components/rewards.css';
import { ShippingAddressDialog } from '../components/shipping-address-dialog';
import { covers, moneyFormatter, useRewardsText } from '../text';

/** The special reward in full, what the member holds against its price, and "Redeem" (the address modal). */
function SpecialReward({ reward }: { reward: Reward }) {
  const t = useRewardsText();
  const errors = useTranslation('errors').t;
  const pointsText = usePointsText();
  const localPath = useLocalPath();
  const money = moneyFormatter(useMemberWallet().data?.currency);
  const balance = usePointTotals().data?.point;
  const [redeeming, setRedeeming] = useState<Reward | null>(null);
  const [redeemed, setRedeemed] = useState<RedeemTransaction | null>(null);
  const short = balance !== undefined && !covers(balance, reward.points);
  const soldOut = reward.stock === 0;
  return (
    <Card as="article" title={reward.name} headingLevel={2}>
      <div className={styles.detail}>
        {reward.image_url ? <img src={reward.image_url} alt="" className={styles.image} /> : <div />}
        <Stack gap="md">
          {reward.description ? <p className={styles.intro}>{reward.description}</p> : null}
          <Facts
            items={[
              [t('card.price'), pointsText(reward.points)],
              [t('card.worth'), reward.product_value === null ? null : money(reward.product_value)],
              [
                t('card.stock'),
                reward.stock === null ? null : reward.stock > 0 ? reward.stock : t('card.outOfStock'),
              ],
              [t('summary.balance'), balance === undefined ? null : pointsText(balance)],
            ]}
          />
          {/* There before its text, so the success is announced. */}
          <div role="status">
            {redeemed ? (
              <Stack gap="xs">
                <p className={styles.status}>{t('special.done', { name: redeemed.name })}</p>
                <Link to={localPath('/reward/history')}>{t('summary.redeemHistory')}</Link>
              </Stack>
            ) : null}
          </div>
          {short ? <p className={styles.problem}>{errors('POINTS_NOT_ENOUGH')}</p> : null}
          <div className={styles.actions}>
            <Button
              onClick={() => {
                setRedeemed(null);
                setRedeeming(reward);
              }}
              disabled={short || soldOut}
            >
              {t('special.redeem')}
            </Button>
          </div>
        </Stack>
      </div>
      <ShippingAddressDialog
        reward={redeeming}
        onClose={() => setRedeeming(null)}
        onRedeemed={(transaction) => {
          setRedeeming(null);
          setRedeemed(transaction);
        }}
      />
    </Card>
  );
}

/**
 * `/{lang}/reward/redreemExchangeReward/{id}`: one special reward of the shop. "Redeem" asks where to ship
 * it; the redemption then waits in the redeem history (pending) until staff approve and ship it.
 */
export function SpecialRewardPage() {
  const t = useRewardsText();
  const localPath = useLocalPath();
  const id = Number(useParams()['id']);
  const items = useShopItems('special');
  return (
    <Stack gap="lg">
      <h1 className={styles.title}>{t('types.special')}</h1>
      <MemberGate>
        <LoadState data={items.data} error={items.error} empty="">
          {(data) => {
            const reward = data.find((item) => item.id === id);
            return reward ? <SpecialReward reward={reward} /> : <EmptyState title={t('special.notFound')} />;
          }}
        </LoadState>
      </MemberGate>
      <div>
        <Link to={localPath('/reward?tab=special')}>{t('special.back')}</Link>
      </div>
    </Stack>
  );
}
