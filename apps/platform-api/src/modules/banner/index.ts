/** The home page's banner carousel: the public system-banner list and the seeded banners' artwork. */
export { default as bannerRoutes } from './routes';
export { BANNER_ART_HEIGHT, BANNER_ART_NAMES, BANNER_ART_PATH, BANNER_ART_WIDTH } from './art';
export type { BannerArtName } from './art';
