import { Link, useSearchParams } from 'react-router';
import { Stack } from '@casino/ui-kit';
import { GameTagCode } from '@casino/contracts';
import { useCategories, useProviders } from '../api/catalogue';
import { CategoryIcon } from '../components/category-icon';
import { useCategoryName } from '../components/category-rail';
import { GameLobby } from '../components/game-lobby';
import * as styles from '../components/games.css';
import { useLocalPath } from '../route-language';
import { useGamesText } from '../text';

/**
 * `/{lang}/games`: every game, or one category's (`?category=slots`), one provider's (`?provider=3`, from
 * the providerselect page) or one tag's first (`?tag=popular`, a home row's "See all"). The categories
 * are links (the current one `aria-current="page"`), only those with games (the API hides the rest).
 */
export function GamesPage() {
  const t = useGamesText();
  const localPath = useLocalPath();
  const nameOf = useCategoryName();
  const [params] = useSearchParams();
  const categories = useCategories();
  const providers = useProviders();
  const code = params.get('category');
  const category = categories.data?.find((item) => item.code === code);
  const providerParam = Number(params.get('provider'));
  const providerId = Number.isInteger(providerParam) && providerParam > 0 ? providerParam : undefined;
  const provider = providers.data?.find((item) => item.id === providerId);
  const tagParam = GameTagCode.safeParse(params.get('tag'));
  const tag = tagParam.success ? tagParam.data : undefined;

  const title = category ? nameOf(category) : (provider?.name ?? (tag ? t(`tags.${tag}`) : t('lobby.title')));

  return (
    <Stack gap="lg">
      <h1>{title}</h1>
      <nav aria-label={t('categories.title')}>
        <ul className={styles.categoryLinks}>
          <li>
            <Link
              to={localPath('games')}
              className={styles.categoryLink}
              aria-current={code ? undefined : 'page'}
            >
              {t('categories.all')}
            </Link>
          </li>
          {(categories.data ?? [])
            .filter((item) => item.game_count > 0)
            .map((item) => (
              <li key={item.id}>
                <Link
                  to={localPath(`games?category=${item.code}`)}
                  className={styles.categoryLink}
                  aria-current={item.code === code ? 'page' : undefined}
                >
                  <CategoryIcon code={item.code} className={styles.categoryIcon} />
                  {nameOf(item)}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      {code && !categories.data ? null : (
        <GameLobby
          key={`${category?.id ?? 'all'}-${providerId ?? ''}-${tag ?? ''}`}
          categoryId={category?.id}
          initialProviderId={providerId}
          initialTag={tag}
        />
      )}
    </Stack>
  );
}
