import type {
  AuthenticatedUser,
  CustomFunction,
  GameListItem,
  GameProvider,
  GameTag,
  Wallet,
} from '@casino/contracts';
import { GAME_TAG_CODES } from '@casino/contracts';

export function list<T>(data: T[], total = data.length) {
  return { total, limit: 50, skip: 0, data };
}

export const member: AuthenticatedUser = {
  id: 11,
  username: '0812345678',
  phone: '0812345678',
  country_code: 'TH',
  currency_id: 1,
  email: null,
  first_name: 'Somchai',
  last_name: 'Jaidee',
  full_name: 'Somchai Jaidee',
  gender: null,
  DOB: null,
  bank_no: '1234567890',
  bank_currency_information_id: 1,
  register_channal_id: null,
  ref_code: 'REF11',
  subscribe_email: false,
  createdAt: '2026-11-21T10:00:00.000Z',
};

export const wallet: Wallet = {
  id: 5,
  balance: '1500.00',
  cashback: '0.00',
  rebate: '0.00',
  affiliate: '0.00',
  currency: { id: 1, code: 'THB', symbol: 'B', is_following: false, enable_decimal: true },
  pointData: { point: 0, badge_point: 0, is_display: false },
  turn_deposit: '0.00',
  turn_deposit_target: '0.00',
};

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
  return {
    configList: [],
    announcement_data: [],
    privilege: [],
    register_type: 'phone',
    bank_status: true,
    footer_data: { about: '', links: [], payment_logos: [], copyright: '' },
    freestyle_data: null,
    should_iframe_redirect: shouldIframeRedirect,
  };
}
