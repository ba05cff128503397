// The home page's storefront (banner carousel, category rail, provider strip, game rows, promotions
// teaser): one lazily loaded chunk, so none of it is in the home page's first load.
export { HomeBanners, HomeShowcase } from '@casino/games-launch';
