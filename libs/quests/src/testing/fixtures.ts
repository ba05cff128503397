import { buildCurrency, buildGeneralConfig, buildLanguage, listWithLimit } from '@casino/api-client/testing';
import type { MemberLevel, MemberLevelStanding } from '@casino/contracts/quests';

export const list = listWithLimit(100);

export const english = buildLanguage({ id: 1, code: 'en' });
export const baht = buildCurrency({ id: 1, code: 'THB', symbol: '฿', enable_decimal: false });
export const generalConfig = buildGeneralConfig({ default_currency_code: 'THB' });

/** A THB level; Bronze (rank 1, a deposit of ฿1,000 or a turnover of ฿10,000) unless overridden. */
export function buildLevel(overrides: Partial<MemberLevel> = {}): MemberLevel {
  return {
    id: 1,
    rank: 1,
    name: 'Bronze',
    currency_id: 1,
    required_deposit: '1000.00',
    required_turnover: '10000.00',
    required_winloss: null,
    vip_bonus: '100.00',
    birthday_bonus: '50.00',
    rolling_rebate: '0.3',
    ...overrides,
  };
}

export const bronze = buildLevel();
export const silver = buildLevel({
  id: 2,
  rank: 2,
  name: 'Silver',
  required_deposit: '10000.00',
  required_turnover: '100000.00',
  required_winloss: '5000.00',
  vip_bonus: '500.00',
  birthday_bonus: '300.00',
  rolling_rebate: '0.5',
});
export const gold = buildLevel({
  id: 3,
  rank: 3,
  name: 'Gold',
  required_deposit: null,
  required_turnover: '500000.00',
  required_winloss: null,
  vip_bonus: '2000.00',
  birthday_bonus: '1000.00',
  rolling_rebate: '0.8',
});

/** The THB levels, lowest first. */
export const levels: MemberLevel[] = [bronze, silver, gold];

/** A Bronze member half-way to Silver: deposits of ฿4,000 of ฿10,000, counted through 25 November. */
export function buildStanding(overrides: Partial<MemberLevelStanding> = {}): MemberLevelStanding {
  return {
    level: bronze,
    next: silver,
    accumulated: { deposit: '4000.00', turnover: '25000.00', winloss: '-1200.00' },
    counted_through: '2026-11-25',
    next_calculation_at: '2026-11-26T17:05:00.000Z',
    birthday_bonus_year: null,
    ...overrides,
  };
}

/** At the top: Gold, nothing above. */
export const topStanding = buildStanding({
  level: gold,
  next: null,
  accumulated: { deposit: '90000.00', turnover: '750000.00', winloss: '30000.00' },
  birthday_bonus_year: 2026,
});

/** New: below Bronze, never calculated. */
export const newStanding = buildStanding({
  level: null,
  next: bronze,
  accumulated: { deposit: '0', turnover: '0', winloss: '0' },
  counted_through: null,
});
