import type { GameTagCode } from '@casino/contracts';
import { useBanners } from '../api/banners';
import { useCategories, useProviders } from '../api/catalogue';
import { BannerCarousel } from './banner-carousel';
import * as carouselStyles from './banner-carousel.css';
import { CategoryRail } from './category-rail';
import { GameRow } from './game-row';
import { ProviderStrip } from './provider-strip';
import { PromotionsTeaser } from './promotions-teaser';
import * as styles from './home-front.css';

/** The tag rows of the home page, in this order. */
export const HOME_ROWS: readonly GameTagCode[] = ['popular', 'new', 'jackpots'];

/**
 * The home page's banner carousel from the public system-banner list. Until it arrives it holds the
 * carousel's box, so nothing under it moves; with no banner it shows nothing.
 */
export function HomeBanners() {
  const banners = useBanners();
  if (!banners.data) {
    return (
      <div className={carouselStyles.carousel} aria-hidden="true">
        <div className={carouselStyles.bannerBox} />
      </div>
    );
  }
  return <BannerCarousel banners={banners.data} />;
}

/**
 * The home page's storefront under the banners: the category rail, the provider strip, the Popular, New
 * and Jackpots rows, and the promotions teaser.
 */
export function HomeShowcase() {
  const categories = useCategories();
  const providers = useProviders();
  return (
    <div className={styles.front}>
      <CategoryRail categories={categories.data} />
      {HOME_ROWS.slice(0, 1).map((tag) => (
        <GameRow key={tag} tag={tag} />
      ))}
      <ProviderStrip providers={providers.data} />
      {HOME_ROWS.slice(1).map((tag) => (
        <GameRow key={tag} tag={tag} />
      ))}
      <PromotionsTeaser />
    </div>
  );
}
