import { useState } from 'react';
import { Button } from '@casino/ui-kit';
import type { QuestGame } from '@casino/contracts/quests';
import { useLaunchGame } from '@casino/games-launch';
import { useCatalogueGame } from '../api/quest-games';
import { useQuestsText } from '../text';
import * as styles from './where-it-counts.css';

/**
 * One game where a quest counts: its picture (its initial when it has none), name and provider, and
 * "Play", which launches it as the lobby does (login modal, profile prompt, play page or game window).
 * The name takes focus when "Show more" brings the tile in, so it can be focused from script.
 */
export function QuestGameTile({ game }: { game: QuestGame }) {
  const t = useQuestsText();
  const listed = useCatalogueGame(game);
  const { launch, isOpening } = useLaunchGame();
  const [broken, setBroken] = useState(false);
  return (
    <li className={styles.tile}>
      {game.image_url && !broken ? (
        <img
          className={styles.tileImage}
          src={game.image_url}
          alt=""
          loading="lazy"
          decoding="async"
          width={320}
          height={240}
          onError={() => setBroken(true)}
        />
      ) : (
        <span className={styles.tilePlaceholder} aria-hidden="true">
          {game.name.trim().charAt(0).toUpperCase()}
        </span>
      )}
      <div className={styles.tileBody}>
        <p className={styles.tileName} tabIndex={-1} data-tile-name="">
          {game.name}
        </p>
        <p className={styles.tileProvider}>{game.provider.name}</p>
        <div className={styles.tileAction}>
          {listed.data === null || listed.isError ? (
            <p className={styles.tileProvider}>{t('where.unavailable')}</p>
          ) : (
            // The visible "Play" is part of the name screen readers hear ("Play Jade Fortune"): WCAG 2.5.3.
            <Button
              size="sm"
              fullWidth
              aria-label={t('where.playGame', { name: game.name })}
              disabled={!listed.data}
              loading={isOpening}
              onClick={() => listed.data && launch(listed.data)}
            >
              {t('where.play')}
            </Button>
          )}
        </div>
      </div>
    </li>
  );
}
