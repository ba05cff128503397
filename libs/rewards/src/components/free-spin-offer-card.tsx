import type { ReactNode } from 'react';
import { Card, Stack } from '@casino/ui-kit';
import type { FreeSpinOffer } from '@casino/contracts/rewards';
import { useRewardsText } from '../text';
import { Facts } from './facts';
import { usePointsText } from './points-words';

export interface FreeSpinOfferCardProps {
  offer: FreeSpinOffer;
  /** Amounts in the offer's currency. */
  money: (amount: string) => string;
  /** Redeem, or a link to the free-spin page. */
  children?: ReactNode;
}

/** A free-spin offer (spec: games, spins, amount per round, expiry days and points) as an `article`. */
export function FreeSpinOfferCard({ offer, money, children }: FreeSpinOfferCardProps) {
  const t = useRewardsText();
  const pointsText = usePointsText();
  return (
    <Card as="article" title={offer.name} headingLevel={3}>
      <Stack gap="sm">
        <Facts
          items={[
            [t('freeSpins.provider'), offer.provider.name],
            [t('freeSpins.games'), offer.game_list.map((game) => game.name).join(', ')],
            [t('freeSpins.spins'), offer.spins],
            [t('freeSpins.perRound'), money(offer.amount_per_round)],
            [t('freeSpins.validDays'), offer.valid_days],
            [t('freeSpins.turnover'), t('freeSpins.turnoverValue', { times: offer.turnover })],
            [t('card.price'), pointsText(offer.points)],
          ]}
        />
        {children ? <div>{children}</div> : null}
      </Stack>
    </Card>
  );
}
