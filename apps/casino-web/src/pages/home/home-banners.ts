// The banner carousel on its own: the home page's largest picture, so it must not wait for the rest of
// the storefront's code (rows, rails, promotions and their engagement layer) to arrive.
export { HomeBanners } from '@casino/games-launch';
