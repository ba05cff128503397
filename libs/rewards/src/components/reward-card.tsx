import type { ReactNode } from 'react';
import { Card, Stack } from '@casino/ui-kit';
import type { Reward } from '@casino/contracts/rewards';
import { useRewardsText } from '../text';
import { Facts } from './facts';
import { usePointsText } from './points-words';
import * as styles from './rewards.css';

export interface RewardCardProps {
  reward: Reward;
  /** Amounts in the member's currency. */
  money: (amount: string) => string;
  /** Lucky boxes and random cards list what they can give. */
  showPrizes?: boolean;
  /** What can be done with it: a link to its page, a button. */
  children?: ReactNode;
  /** 2 on the draw pages, whose items come right under the page's title; 3 under the shop's tabs. */
  headingLevel?: 2 | 3;
}

/**
 * A shop item as an `article` named by it: its picture (decorative, the name says what it is), price in
 * points, what it is worth, the stock left, for a draw its prizes and chances, and the actions.
 */
export function RewardCard({
  reward,
  money,
  showPrizes = false,
  children,
  headingLevel = 3,
}: RewardCardProps) {
  const t = useRewardsText();
  const pointsText = usePointsText();
  const stock = reward.stock === null ? null : reward.stock > 0 ? reward.stock : t('card.outOfStock');
  return (
    <Card as="article" title={reward.name} headingLevel={headingLevel}>
      <Stack gap="sm">
        {reward.image_url ? (
          <img src={reward.image_url} alt="" className={styles.image} loading="lazy" />
        ) : null}
        {reward.description ? <p className={styles.intro}>{reward.description}</p> : null}
        <Facts
          items={[
            [t('card.price'), pointsText(reward.points)],
            [t('card.worth'), reward.product_value === null ? null : money(reward.product_value)],
            [t('card.stock'), stock],
          ]}
        />
        {showPrizes && reward.prizes.length > 0 ? (
          <div>
            <p className={styles.factLabel}>{t('card.prizes')}</p>
            <ul className={styles.plainList}>
              {reward.prizes.map((prize, index) => (
                <li key={index}>{t('card.chance', { prize: prize.label, chance: prize.chance })}</li>
              ))}
            </ul>
          </div>
        ) : null}
        {children ? <div className={styles.actions}>{children}</div> : null}
      </Stack>
    </Card>
  );
}
