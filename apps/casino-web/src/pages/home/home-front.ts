// The home page's storefront under the banners (category rail, provider strip, game rows, promotions
// teaser): one lazily loaded chunk, so none of it is in the home page's first load.
export { HomeShowcase } from '@casino/games-launch';
