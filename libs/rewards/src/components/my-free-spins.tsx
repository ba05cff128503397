import { useId } from 'react';
import { Badge, Button, Card, Stack } from '@casino/ui-kit';
import type { BadgeTone } from '@casino/ui-kit';
import { lobbyGameOf } from '@casino/contracts/rewards';
import type { FreeSpinGrant, FreeSpinStatus, PlayableFreeSpinGame } from '@casino/contracts/rewards';
import { useLaunchGame } from '@casino/games-launch';
import { formatLocalDateTime } from '@casino/i18n';
import { useMyFreeSpins } from '../api/free-spins';
import { useRewardsText } from '../text';
import { Facts } from './facts';
import { CardGrid } from './load-state';
import * as styles from './rewards.css';

const STATUS_TONES: Record<FreeSpinStatus, BadgeTone> = {
  active: 'positive',
  used: 'neutral',
  expired: 'caution',
};

/**
 * "Play now" for one game of the spins: the lobby's own launch (login, profile prompt, play page or game
 * window), fed the game as the grant carries it, so the window opens on the click with no look-up.
 */
function PlayNow({ game }: { game: PlayableFreeSpinGame }) {
  const t = useRewardsText();
  const { launch, isOpening } = useLaunchGame();
  return (
    <Button onClick={() => launch(lobbyGameOf(game))} loading={isOpening}>
      {t('mine.playGame', { game: game.name })}
    </Button>
  );
}

function GrantCard({ grant, money }: { grant: FreeSpinGrant; money: (amount: string) => string }) {
  const t = useRewardsText();
  return (
    <Card as="article" title={grant.name} headingLevel={3}>
      <Stack gap="sm">
        <p>
          <Badge tone={STATUS_TONES[grant.status]}>{t(`mine.status.${grant.status}`)}</Badge>
        </p>
        <Facts
          items={[
            [t('freeSpins.provider'), grant.provider.name],
            [t('freeSpins.games'), grant.game_list.map((game) => game.name).join(', ')],
            [t('mine.left'), t('mine.leftValue', { left: grant.spins_left, spins: grant.spins })],
            [t('freeSpins.perRound'), money(grant.amount_per_round)],
            [t('mine.won'), money(grant.total_win)],
            [t('mine.expires'), formatLocalDateTime(grant.expire_date)],
          ]}
        />
        {grant.status === 'active' ? (
          <div className={styles.actions}>
            {grant.game_list.map((game) => (
              <PlayNow key={game.game_list_id} game={game} />
            ))}
          </div>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The member's free spins (spec: spins left, expiry, "Play now"), playable ones first as the server sends them. */
export function MyFreeSpins({ money }: { money: (amount: string) => string }) {
  const t = useRewardsText();
  const grants = useMyFreeSpins();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <h2 id={headingId} className={styles.title}>
          {t('mine.title')}
        </h2>
        <CardGrid data={grants.data} error={grants.error} empty={t('mine.empty')}>
          {(grant) => <GrantCard grant={grant} money={money} />}
        </CardGrid>
      </Stack>
    </section>
  );
}
