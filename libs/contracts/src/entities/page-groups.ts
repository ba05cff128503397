/**
 * Page groups (spec 7: "route names map to page groups"): the first segment of a route under `/{lang}`,
 * with its variants folded in (the home page and index1/index2 are `home`; the three policy pages are
 * `policy`; login and its password pages are `login`; every account page is `setting`). SEO and script
 * tags are configured per group; the shell maps a path to its group (casino-web routing/page-group.ts).
 */
export const PAGE_GROUPS = [
  'home',
  'games',
  'providerselect',
  'promotions',
  'cashback',
  'affiliate',
  'coupon',
  'member-level',
  'quest',
  'reward',
  'register',
  'login',
  'setting',
  'policy',
] as const;
