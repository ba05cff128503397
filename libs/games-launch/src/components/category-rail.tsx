import { Link } from 'react-router';
import type { GameCategory } from '@casino/contracts';
import { useLocalPath } from '../route-language';
import { useGamesText } from '../text';
import { CategoryIcon } from './category-icon';
import * as styles from './home-front.css';

/** A category's name in the visitor's language (the catalogue's own English name for an unknown code). */
export function useCategoryName() {
  const t = useGamesText();
  return (category: Pick<GameCategory, 'code' | 'name'>) =>
    t(`categoryNames.${category.code}`, { defaultValue: category.name });
}

/**
 * The home page's category rail: each category that has games, with its icon and game count, opening the
 * games page on that category; its height held while the list loads, nothing when it is empty.
 */
export function CategoryRail({ categories }: { categories: GameCategory[] | undefined }) {
  const t = useGamesText();
  const localPath = useLocalPath();
  const nameOf = useCategoryName();
  const shown = (categories ?? []).filter((category) => category.game_count > 0);
  // While the list loads the rail keeps its height, so the rows under it do not move.
  if (!categories) return <div className={styles.railBox} aria-hidden="true" />;
  if (shown.length === 0) return null;
  return (
    <nav aria-label={t('home.categories')} className={`${styles.section} ${styles.railBox}`}>
      <ul className={styles.categoryScroller} data-testid="category-rail">
        {shown.map((category) => (
          <li key={category.id}>
            <Link to={localPath(`games?category=${category.code}`)} className={styles.categoryLink}>
              <CategoryIcon code={category.code} className={styles.categoryIcon} />
              <span className={styles.categoryName}>{nameOf(category)}</span>
              <span className={styles.count}>{t('providers.games', { count: category.game_count })}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
