import { buildLanguage, buildWallet, listWithLimit } from '@casino/api-client/testing';
import { addDays, minorToMoney, moneyToMinor } from '@casino/contracts';
import type { MinimumTransfer } from '@casino/contracts';
import type {
  AffiliateDailyIncome,
  AffiliateMember,
  AffiliateMovement,
  AffiliateProfile,
  AffiliateStatisticDay,
  AffiliateTransaction,
  ReferredMember,
} from '@casino/contracts/affiliate';

export const list = listWithLimit(100);

export const english = buildLanguage({ id: 1, code: 'en' });

/** The wallet's THB with its symbol, decimals shown (affiliate income has satang). */
export const walletBaht = { id: 1, code: 'THB', symbol: '฿', is_following: false, enable_decimal: true };

/** ฿1,500 in the main wallet and ฿1,250 of affiliate money. */
export const wallet = buildWallet({ balance: '1500.00', affiliate: '1250.00', currency: walletBaht });

/** "Today" of the fixtures, in the brand's business days. */
export const TODAY = '2026-11-26';

/** The member's standing: joined, 5% of the net loss, the next calculation in three hours, unless overridden. */
export function buildMember(overrides: Partial<AffiliateMember> = {}): AffiliateMember {
  return {
    programme_active: true,
    joined: true,
    active_bonus: 'referral',
    base: 'net_loss',
    rate: '5.00',
    next_calculation_at: new Date(Date.now() + 3 * 3600_000).toISOString(),
    ...overrides,
  };
}

export function buildProfile(overrides: Partial<AffiliateProfile> = {}): AffiliateProfile {
  return {
    ref_code: 'JADE2026',
    currency_id: 1,
    clicks: 48,
    referred_members: 12,
    active_members: 5,
    income_total: '3412.50',
    available: '1250.00',
    ...overrides,
  };
}

export function buildTransaction(overrides: Partial<AffiliateTransaction> = {}): AffiliateTransaction {
  return {
    currency_id: 1,
    available: '1250.00',
    business_day: TODAY,
    turnover: '8200.00',
    net_loss: '950.00',
    estimated_income: '47.50',
    ...overrides,
  };
}

export const minimum: MinimumTransfer = {
  currency_id: 1,
  min_amount: '100.00',
  cashback: '0.00',
  rebate: '0.00',
  affiliate: '1250.00',
};

const percentOf = (amount: string, rate: string) =>
  minorToMoney((moneyToMinor(amount, 2) * moneyToMinor(rate, 2)) / 10_000n, 2);

/** A day's income: 5% of the members' net loss, on the day before today unless overridden. */
export function buildDailyIncome(overrides: Partial<AffiliateDailyIncome> = {}): AffiliateDailyIncome {
  const netLoss = overrides.net_loss ?? '800.00';
  const rate = overrides.rate ?? '5.00';
  return {
    business_day: addDays(TODAY, -1),
    amount: percentOf(netLoss, rate),
    base: netLoss,
    base_kind: 'net_loss',
    rate,
    members: 4,
    turnover: '6400.00',
    net_loss: netLoss,
    currency_id: 1,
    createdAt: '2026-11-25T17:05:00.000Z',
    ...overrides,
  };
}

/** `count` days of income, newest first, ending yesterday: the net loss grows by ฿100 a day back. */
export function dailyIncomes(count: number): AffiliateDailyIncome[] {
  return Array.from({ length: count }, (_, index) => {
    const day = addDays(TODAY, -(index + 1));
    return buildDailyIncome({
      business_day: day,
      net_loss: `${800 + index * 100}.00`,
      members: 3 + (index % 3),
      createdAt: `${day}T17:05:00.000Z`,
    });
  });
}

/** Income in and transfers out of the affiliate balance, newest first. */
export const movements: AffiliateMovement[] = [
  {
    id: 3,
    kind: 'income',
    amount: '40.00',
    business_day: addDays(TODAY, -1),
    createdAt: '2026-11-25T17:05:00.000Z',
  },
  { id: 2, kind: 'transfer', amount: '-500.00', business_day: null, createdAt: '2026-11-24T09:30:00.000Z' },
  {
    id: 1,
    kind: 'income',
    amount: '45.00',
    business_day: addDays(TODAY, -3),
    createdAt: '2026-11-23T17:05:00.000Z',
  },
];

const USERNAMES = ['081****678', '089****123', '086****555', '092****801', '061****444'];

/** `count` referred members, newest first, numbered from the oldest (1). */
export function referredMembers(count: number): ReferredMember[] {
  return Array.from({ length: count }, (_, index) => {
    const number = count - index;
    return {
      number,
      username: USERNAMES[index % USERNAMES.length] ?? '08*******0',
      joined_at: new Date(Date.parse('2026-11-25T10:00:00.000Z') - index * 86_400_000).toISOString(),
      level_name: index % 2 === 0 ? 'Silver' : null,
      turnover: `${1000 + index * 250}.00`,
      net_loss: `${200 + index * 40}.00`,
      last_played_day: index % 3 === 2 ? null : addDays(TODAY, -index),
    };
  });
}

/** A day of the statistics: figures that differ from day to day, the income 5% of the net loss. */
export function statisticDay(day: string, index: number): AffiliateStatisticDay {
  const netLoss = `${200 + ((index * 37) % 300)}.00`;
  return {
    business_day: day,
    clicks: (index * 7) % 13,
    registrations: index % 3 === 0 ? 1 : 0,
    active_members: 2 + (index % 4),
    turnover: `${1000 + index * 150}.00`,
    net_loss: netLoss,
    income: percentOf(netLoss, '5.00'),
  };
}

/** The operator's article of the affiliate page: two paragraphs. */
export const articles = [
  {
    title: 'Affiliate terms',
    body: 'Income is worked out once a business day.\n\nSelf-referral and circular referral earn nothing.',
  },
];
