/**
 * Every route of spec section 2 under `/{lang}` (and, for the default language, unprefixed), with its
 * parameters in react-router syntax, grouped by the layout that frames it. A domain library may register
 * only these paths (a typo or an invented page fails at start and in the routing test), and each path
 * is registered once by the library that owns the page.
 */
export const ROUTE_CATALOGUE = {
  default: [
    'affiliate',
    'affiliate_v2/:code?',
    'cashback',
    'cookies-policy',
    'coupon/:id?',
    'coupon/couponDetails',
    'games',
    'index1',
    'index2',
    'member-level',
    'member-level-detail',
    'privacy-policy',
    'promotions',
    'promotions/:id',
    'promotions/affiliate',
    'promotions/cashback',
    'promotions/promotions_bk',
    'promotions/rebate',
    'providerselect',
    'quest',
    'quest/:id',
    'register',
    'reward',
    'reward/exchange-point',
    'reward/freespin',
    'reward/history',
    'reward/lucky-box',
    'reward/random-card',
    'reward/redreemExchangeReward',
    'reward/redreemExchangeReward/:id',
    'terms-and-conditions',
  ],
  // Screens spec 2 implies ("Login, register, forgot and reset password") without listing their paths.
  'no-footer': ['login', 'forgot-password', 'reset-password'],
  'play-game': ['games/:id'],
  // Relative to /{lang}/setting.
  setting: [
    'affiliate',
    'affiliate/income',
    'affiliate/member',
    'affiliate/statistics',
    'cashback',
    'changePassword',
    'close-account',
    'couponhistory',
    'history',
    'personal-message',
    'personal-message/:id?',
    'personal-message/write-memo',
    'profile',
    'promotion',
    'rebate',
    'redeemhistory',
    'safer-gambling',
    'security',
    'take-a-break',
    'totalbet',
    'totalpoints',
    'wallet',
  ],
} as const;

export type LayoutName = keyof typeof ROUTE_CATALOGUE;
export type CataloguePath<L extends LayoutName> = (typeof ROUTE_CATALOGUE)[L][number];
