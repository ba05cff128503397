import {
  buildCompleteMember,
  buildCustomFunction,
  buildWallet,
  listWithLimit,
  thbWalletCurrency,
} from '@casino/api-client/testing';
import type { SystemBanner } from '@casino/contracts/banner';
import type {
  CustomFunction,
  GameCategory,
  GameListItem,
  GameProvider,
  GameTag,
  VerificationStatus,
} from '@casino/contracts';
import { GAME_TAG_CODES } from '@casino/contracts';

export const list = listWithLimit(50);

export const member = buildCompleteMember();

/** The member's phone verified, at `verifyState` (3: the profile is complete). */
export function verificationStatus(verifyState: VerificationStatus['verify_state'] = 3): VerificationStatus {
  return {
    phone: member.phone,
    email: null,
    phone_verified: true,
    email_verified: false,
    otp_status: [],
    verify_state: verifyState,
  };
}

export const wallet = buildWallet({
  balance: '1500.00',
  currency: { ...thbWalletCurrency, enable_decimal: true },
  pointData: { point: 0, badge_point: 0, is_display: false },
});

export const providers: GameProvider[] = [
  {
    id: 1,
    code: 'jade-studio',
    name: 'Jade Studio',
    logo_url: null,
    use_iframe: true,
    is_freespin: true,
    game_count: 2,
  },
  {
    id: 2,
    code: 'royal-tables',
    name: 'Royal Tables',
    logo_url: null,
    use_iframe: false,
    is_freespin: false,
    game_count: 2,
  },
];

/** The spec's tags in order; the lobby asks for the first eight. */
export const tags: GameTag[] = GAME_TAG_CODES.map((code, index) => ({
  id: index + 1,
  code,
  name: code,
  order_no: index + 1,
}));

function game(
  id: number,
  name: string,
  provider: GameProvider,
  extra: Partial<GameListItem> = {},
): GameListItem {
  return {
    id,
    code: name.toLowerCase().replaceAll(' ', '-'),
    name,
    image_url: `https://provider.example/${id}.svg`,
    provider_id: provider.id,
    provider_name: provider.name,
    use_iframe: provider.use_iframe,
    game_category_id: 1,
    category_code: 'slots',
    is_demo: true,
    tags: [],
    is_favorite: false,
    ...extra,
  };
}

const [jade, royal] = providers as [GameProvider, GameProvider];

export const games: GameListItem[] = [
  game(1, 'Jade Fortune', jade, { tags: ['popular'] }),
  game(2, 'Temple Ways', jade, { tags: ['megaways', 'new'], image_url: null }),
  game(3, 'European Roulette', royal, { tags: ['table-games'] }),
  game(4, 'Punto Banco Baccarat', royal, { tags: ['table-games'], is_demo: false }),
];

export function customFunction(shouldIframeRedirect: boolean): CustomFunction {
  return buildCustomFunction({ should_iframe_redirect: shouldIframeRedirect });
}

/** The home carousel's banners: two with a route on the site, one with an address elsewhere. */
export const banners: SystemBanner[] = [
  {
    id: 1,
    title: 'Welcome bonus',
    subtitle: 'A bonus on your first deposit.',
    cta_label: 'See promotions',
    image_url: '/pbgapi/assets/banners/welcome.svg',
    image_width: 1200,
    image_height: 400,
    route: 'promotions',
    link_url: null,
    order_no: 1,
    start_at: null,
    end_at: null,
  },
  {
    id: 2,
    title: 'Spin the hottest slots',
    subtitle: 'Fresh reels every day.',
    cta_label: 'Play slots',
    image_url: '/pbgapi/assets/banners/slots.svg',
    image_width: 1200,
    image_height: 400,
    route: 'games?category=slots',
    link_url: null,
    order_no: 2,
    start_at: null,
    end_at: null,
  },
  {
    id: 3,
    title: 'Weekend cup',
    subtitle: '',
    cta_label: 'Read the rules',
    image_url: '/pbgapi/assets/banners/vip.svg',
    image_width: 1200,
    image_height: 400,
    route: null,
    link_url: 'https://example.com/cup',
    order_no: 3,
    start_at: '2026-11-01T00:00:00.000Z',
    end_at: null,
  },
];

/** Categories with their game counts; an empty one the rail leaves out. */
export const categories: GameCategory[] = [
  { id: 1, code: 'slots', name: 'Slots', order_no: 1, game_count: 2 },
  { id: 2, code: 'live-casino', name: 'Live Casino', order_no: 2, game_count: 2 },
  { id: 3, code: 'fishing', name: 'Fishing', order_no: 3, game_count: 0 },
];
