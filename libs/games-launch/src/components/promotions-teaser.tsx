import { Link } from 'react-router';
import { usePromotions } from '@casino/promotions';
import { useLocalPath } from '../route-language';
import { useGamesText } from '../text';
import * as styles from './home-front.css';

/** How many running promotions the home page shows. */
export const TEASER_SIZE = 3;

/**
 * The home page's promotions teaser: the first running promotions, each opening its page, and the way
 * to the promotions page. Nothing when none is running.
 */
export function PromotionsTeaser() {
  const t = useGamesText();
  const localPath = useLocalPath();
  const promotions = usePromotions();
  const shown = (promotions.data?.data ?? []).slice(0, TEASER_SIZE);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="home-promotions" className={styles.section} data-testid="promotions-teaser">
      <div className={styles.sectionHead}>
        <h2 id="home-promotions" className={styles.sectionTitle}>
          {t('home.promotions')}
        </h2>
        <Link to={localPath('promotions')} className={styles.seeAll}>
          {t('home.allPromotions')}
        </Link>
      </div>
      <ul className={styles.promoGrid}>
        {shown.map((promotion) => (
          <li key={promotion.id}>
            <article className={styles.promoCard}>
              <h3 className={styles.promoTitle}>
                <Link
                  to={localPath(`promotions/${promotion.id}`)}
                  className={styles.seeAll}
                  aria-label={t('home.promotionDetails', { title: promotion.title })}
                >
                  {promotion.title}
                </Link>
              </h3>
              <p className={styles.promoText}>{promotion.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
