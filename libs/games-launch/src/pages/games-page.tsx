import { Link, useSearchParams } from 'react-router';
import { Stack } from '@casino/ui-kit';
import { useCategories } from '../api/catalogue';
import { GameLobby } from '../components/game-lobby';
import * as styles from '../components/games.css';
import { useLocalPath } from '../route-language';
import { useGamesText } from '../text';

/**
 * `/{lang}/games`: every game, or one category's (`?category=slots`), or one provider's (`?provider=3`,
 * from the providerselect page). Only categories with a playable game are listed (the API hides the rest).
 */
export function GamesPage() {
  const t = useGamesText();
  const localPath = useLocalPath();
  const [params] = useSearchParams();
  const categories = useCategories();
  const code = params.get('category');
  const category = categories.data?.find((item) => item.code === code);
  const providerParam = Number(params.get('provider'));
  const providerId = Number.isInteger(providerParam) && providerParam > 0 ? providerParam : undefined;

  return (
    <Stack gap="lg">
      <h1>{category?.name ?? t('lobby.title')}</h1>
      <nav aria-label={t('categories.title')} className={styles.categoryLinks}>
        <Link
          to={localPath('games')}
          className={styles.categoryLink}
          aria-current={code ? undefined : 'page'}
        >
          {t('categories.all')}
        </Link>
        {(categories.data ?? []).map((item) => (
          <Link
            key={item.id}
            to={localPath(`games?category=${item.code}`)}
            className={styles.categoryLink}
            aria-current={item.code === code ? 'page' : undefined}
          >
            {item.name}
          </Link>
        ))}
      </nav>
      {code && !categories.data ? null : (
        <GameLobby
          key={`${category?.id ?? 'all'}-${providerId ?? ''}`}
          categoryId={category?.id}
          initialProviderId={providerId}
        />
      )}
    </Stack>
  );
}
