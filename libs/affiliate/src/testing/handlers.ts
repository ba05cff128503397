import { buildCompleteMember, errorReply, mockEndpoint, notAuthenticated } from '@casino/api-client/testing';
import {
  addDays,
  compareMoney,
  memberApi,
  minorToMoney,
  moneyToMinor,
  publicApi,
  walletTransferApi,
} from '@casino/contracts';
import type { MinimumTransfer, Wallet, WalletTransfer } from '@casino/contracts';
import { affiliateApi } from '@casino/contracts/affiliate';
import type {
  AffiliateDailyIncome,
  AffiliateMember,
  AffiliateMovement,
  AffiliateProfile,
  AffiliateTransaction,
  ReferredMember,
} from '@casino/contracts/affiliate';
import {
  articles,
  buildMember,
  buildProfile,
  buildTransaction,
  dailyIncomes,
  english,
  list,
  minimum,
  movements,
  referredMembers,
  statisticDay,
  wallet,
} from './fixtures';

// MSW handlers built from the contracts, for component tests and stories alike (no test runner here).

/** The programme's server side in memory: the member's standing, balance, income, referrals and clicks. */
export interface AffiliateStore {
  /** Whether the member has the `affiliate` privilege: without it every member endpoint answers 403. */
  privileged: boolean;
  member: AffiliateMember;
  profile: AffiliateProfile;
  transaction: AffiliateTransaction;
  minimum: MinimumTransfer;
  wallet: Wallet;
  daily: AffiliateDailyIncome[];
  movements: AffiliateMovement[];
  members: ReferredMember[];
  articles: { title: string; body: string }[];
  /** Referral codes that belong to a member. */
  codes: string[];
  /** Every call that writes something, with its body, in order. */
  writes: { endpoint: string; body: unknown }[];
}

/** A privileged member who joined, with ฿1,250 to transfer, 14 days of income, 12 referred members. */
export function createAffiliateStore(overrides: Partial<AffiliateStore> = {}): AffiliateStore {
  return {
    privileged: true,
    member: buildMember(),
    profile: buildProfile(),
    transaction: buildTransaction(),
    minimum: { ...minimum },
    wallet: { ...wallet },
    daily: dailyIncomes(14),
    movements: [...movements],
    members: referredMembers(12),
    articles,
    codes: ['JADE2026', 'REF123'],
    writes: [],
    ...overrides,
  };
}

const NOW = '2026-11-26T06:00:00.000Z';

/** A page of `rows` as `$skip` and `$limit` ask. */
function page<T>(rows: readonly T[], query: Record<string, unknown>) {
  const limit = Number(query['$limit'] ?? 20);
  const skip = Number(query['$skip'] ?? 0);
  return { total: rows.length, limit, skip, data: rows.slice(skip, skip + limit) };
}

/** Rows ordered by `field` as `$sort` asks (the stores keep them newest first). */
function sorted<T>(rows: readonly T[], query: Record<string, unknown>, field: string): T[] {
  const sort = query['$sort'] as Record<string, string> | undefined;
  return sort?.[field] === '1' ? [...rows].reverse() : [...rows];
}

const forbidden = () =>
  errorReply({ code: 403, reason: 'PRIVILEGE_REQUIRED', message: 'This needs a privilege' });

const cents = (amount: string) => moneyToMinor(amount, 2);
const money = (value: bigint) => minorToMoney(value, 2);

/** The programme's endpoints over a store, as the server answers them. */
export function affiliateHandlers(store: AffiliateStore) {
  /** A member endpoint: 403 without the privilege, else the answer. */
  const member =
    <T>(answer: (call: { query: Record<string, unknown>; body: unknown }) => T) =>
    (call: { query: Record<string, unknown>; body: unknown }) =>
      store.privileged ? answer(call) : forbidden();
  const transfers = new Map<string, WalletTransfer>();

  return [
    mockEndpoint(affiliateApi.affiliateArticlesFind, () => ({ data: store.articles })),
    mockEndpoint(affiliateApi.logAffiliateLinkCreate, ({ body }) => {
      store.writes.push({ endpoint: 'log-affiliate-link', body });
      const code = (body as { ref_code: string }).ref_code;
      const valid = store.codes.includes(code);
      return { ref_code: code, valid, counted: valid };
    }),
    mockEndpoint(
      affiliateApi.affiliateMemberFind,
      member(() => store.member),
    ),
    mockEndpoint(
      affiliateApi.affiliateMemberCreate,
      member(({ body }) => {
        store.writes.push({ endpoint: 'affiliate-member', body });
        const active = store.member.active_bonus;
        if (active && active !== 'referral' && !(body as { replace?: boolean }).replace) {
          return errorReply({
            code: 409,
            reason: 'BONUS_REPLACE_REQUIRED',
            message: 'You already have another bonus active. Replace it?',
            errors: [{ field: 'active_bonus', message: active }],
          });
        }
        store.member = { ...store.member, joined: true, active_bonus: 'referral' };
        return store.member;
      }),
    ),
    mockEndpoint(
      affiliateApi.affiliateProfileFind,
      member(() => store.profile),
    ),
    mockEndpoint(
      affiliateApi.affiliateTransactionFind,
      member(() => store.transaction),
    ),
    mockEndpoint(
      affiliateApi.dailyAffiliateFind,
      member(({ query }) => {
        const first = query['first_day'] as string | undefined;
        const last = query['last_day'] as string | undefined;
        const rows = store.daily.filter(
          (row) => (!first || row.business_day >= first) && (!last || row.business_day <= last),
        );
        return page(sorted(rows, query, 'business_day'), query);
      }),
    ),
    mockEndpoint(
      affiliateApi.affiliateHistoryFind,
      member(({ query }) => {
        const start = query['start_date'] ? Date.parse(query['start_date'] as string) : -Infinity;
        const end = query['end_date'] ? Date.parse(query['end_date'] as string) : Infinity;
        const rows = store.movements.filter((row) => {
          const at = Date.parse(row.createdAt);
          return at >= start && at < end;
        });
        return page(sorted(rows, query, 'createdAt'), query);
      }),
    ),
    mockEndpoint(
      affiliateApi.affiliateHistorySearchFind,
      member(({ query }) => {
        const search = String(query['search'] ?? '').toLowerCase();
        const rows = store.members.filter((row) => row.username.toLowerCase().includes(search));
        return page(sorted(rows, query, 'joined_at'), query);
      }),
    ),
    mockEndpoint(
      affiliateApi.affiliateProfileStatisticFind,
      member(({ query }) => {
        const last = (query['last_day'] as string | undefined) ?? store.transaction.business_day;
        const first = (query['first_day'] as string | undefined) ?? addDays(last, -30);
        const days = [];
        for (let day = first, index = 0; day <= last; day = addDays(day, 1), index += 1) {
          days.push(statisticDay(day, index));
        }
        return { currency_id: 1, first_day: first, last_day: last, days };
      }),
    ),
    mockEndpoint(
      walletTransferApi.minimumTransferFind,
      member(() => ({ ...store.minimum, affiliate: store.profile.available })),
    ),
    mockEndpoint(
      walletTransferApi.affiliateTransferCreate,
      member(({ body }) => {
        store.writes.push({ endpoint: 'affiliate-transfer', body });
        const { amount, idempotency_key: key } = body as { amount: string; idempotency_key?: string };
        const repeat = key ? transfers.get(key) : undefined;
        if (repeat) return repeat;
        if (compareMoney(amount, store.minimum.min_amount) < 0) {
          // As wallet-transfer refuses it: a validation failure of the amount, naming the minimum.
          const message = `The minimum transfer amount is ${store.minimum.min_amount}`;
          return errorReply({
            code: 400,
            reason: 'VALIDATION_FAILED',
            message,
            errors: [{ field: 'body.amount', message }],
          });
        }
        if (compareMoney(amount, store.profile.available) > 0) {
          return errorReply({
            code: 422,
            reason: 'INSUFFICIENT_FUNDS',
            message: 'Amount in wallet exceeded',
          });
        }
        const available = money(cents(store.profile.available) - cents(amount));
        const balance = money(cents(store.wallet.balance) + cents(amount));
        store.profile = { ...store.profile, available };
        store.transaction = { ...store.transaction, available };
        store.wallet = { ...store.wallet, balance, affiliate: available };
        store.movements.unshift({
          id: 100 + store.movements.length,
          kind: 'transfer',
          amount: `-${amount}`,
          business_day: null,
          createdAt: NOW,
        });
        const moved: WalletTransfer = {
          id: 100 + store.movements.length,
          source: 'affiliate',
          amount,
          currency_id: 1,
          status: 'success',
          balance,
          source_balance: available,
          createdAt: NOW,
        };
        if (key) transfers.set(key, moved);
        return moved;
      }),
    ),
  ];
}

/** The reference data the pages read: the route's language. */
function referenceHandlers() {
  return [mockEndpoint(publicApi.languageFind, () => list([english]))];
}

/** A logged-in member with a THB wallet and the programme of `store`. */
export function affiliateMemberHandlers(store: AffiliateStore = createAffiliateStore()) {
  return [
    ...referenceHandlers(),
    mockEndpoint(memberApi.profileFind, () => list([buildCompleteMember()])),
    mockEndpoint(memberApi.walletFind, () => list([store.wallet])),
    ...affiliateHandlers(store),
  ];
}

/** A visitor: no session; the programme page invites them to register, a referral link takes them there. */
export function affiliateVisitorHandlers(store: AffiliateStore = createAffiliateStore()) {
  return [
    ...referenceHandlers(),
    mockEndpoint(memberApi.profileFind, () => notAuthenticated()),
    mockEndpoint(memberApi.walletFind, () => notAuthenticated()),
    ...affiliateHandlers(store),
  ];
}
