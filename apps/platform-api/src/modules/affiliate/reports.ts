import { addDays, businessDayOf, businessDayStart, minorToMoney } from '@casino/contracts';
import type { AffiliateStatisticDay } from '@casino/contracts/affiliate';
import { AFFILIATE_STATISTIC_MAX_DAYS, affiliateApi } from '@casino/contracts/affiliate';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError, MESSAGES } from '../../http/errors';
import { dateRange, orderOf, whereOf } from '../../http/history-filter';
import { memberRoute } from '../../http/route';
import { percentOf } from '../cashback/programme';
import { maskRecipient } from '../otp/service';
import { fillText } from '../memo/strings';
import { affiliateOf, referredDays } from './figures';
import type { AffiliatePayoutDetail } from './job';
import { gate } from './member';
import { AFFILIATE_JOB, AFFILIATE_MESSAGES } from './programme';

const CREATED_AT = `to_char(%s AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const isoOf = (column: string) => CREATED_AT.replace('%s', column);

const rangeError = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_FAILED', MESSAGES.validation, [fieldError(field, message)]);

/** Days from `first` to `last`, both included. */
function daysOf(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/**
 * What the member's programme did: daily income (job_payouts), the movements of the affiliate balance
 * (ledger), the referred members and the statistics per business day. Each reads the member's own rows
 * only: nothing here takes a member id.
 */
export function affiliateReportRoutes(app: FastifyInstance): void {
  const timeZone = app.config.brand.time_zone;

  memberRoute(app, affiliateApi.dailyAffiliateFind, async ({ member, query }) => {
    await gate(app.db, member.userId);
    const params: unknown[] = [AFFILIATE_JOB, member.userId];
    const conditions = ['p.job = $1', 'p.user_id = $2'];
    if (query.first_day) {
      params.push(query.first_day);
      conditions.push(`p.business_day >= $${params.length}::date`);
    }
    if (query.last_day) {
      params.push(query.last_day);
      conditions.push(`p.business_day <= $${params.length}::date`);
    }
    const where = whereOf(conditions);
    const limit = query.$limit ?? 20;
    const skip = query.$skip ?? 0;
    const direction = query.$sort?.business_day === 1 ? 'ASC' : 'DESC';
    const total = await app.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM job_payouts p ${where}`,
      params,
    );
    const { rows } = await app.db.query<{
      business_day: string;
      amount: bigint;
      detail: Partial<AffiliatePayoutDetail>;
      currency_id: number | null;
      scale: number | null;
      created_at: string;
    }>(
      `SELECT p.business_day::text AS business_day, p.amount, p.detail, p.currency_id, c.scale,
              ${isoOf('p.created_at')} AS created_at
         FROM job_payouts p LEFT JOIN currencies c ON c.id = p.currency_id
        ${where} ORDER BY p.business_day ${direction} LIMIT ${limit} OFFSET ${skip}`,
      params,
    );
    return {
      total: Number(total.rows[0]?.n ?? 0n),
      limit,
      skip,
      data: rows.map((row) => {
        const money = (minor: string | undefined) => minorToMoney(BigInt(minor ?? '0'), row.scale ?? 2);
        return {
          business_day: row.business_day,
          amount: minorToMoney(row.amount, row.scale ?? 2),
          base: money(row.detail.base),
          base_kind: row.detail.base_kind ?? 'net_loss',
          rate: percentOf(row.detail.rate_bp ?? 0),
          members: row.detail.members ?? 0,
          turnover: money(row.detail.turnover),
          net_loss: money(row.detail.net_loss),
          currency_id: row.currency_id,
          createdAt: row.created_at,
        };
      }),
    };
  });

  memberRoute(app, affiliateApi.affiliateHistoryFind, async ({ member, query }) => {
    await gate(app.db, member.userId);
    const params: unknown[] = [member.userId];
    const where = whereOf([
      'a.user_id = $1',
      `a.kind = 'affiliate'`,
      ...dateRange('e.created_at', query, params),
    ]);
    const from = `FROM ledger_entries e JOIN accounts a ON a.id = e.account_id
                  JOIN transfers t ON t.id = e.transfer_id JOIN currencies c ON c.id = a.currency_id`;
    const limit = query.$limit ?? 20;
    const skip = query.$skip ?? 0;
    const order = orderOf(query.$sort, { createdAt: 'e.created_at' }, 'e.id');
    const total = await app.db.query<{ n: bigint }>(`SELECT count(*) AS n ${from} ${where}`, params);
    const { rows } = await app.db.query<{
      id: bigint;
      amount: bigint;
      scale: number;
      business_day: string | null;
      created_at: string;
    }>(
      `SELECT e.id, e.amount, c.scale, ${isoOf('e.created_at')} AS created_at,
              CASE WHEN e.amount > 0
                THEN substring(t.reference from '^${AFFILIATE_JOB}:(\\d{4}-\\d{2}-\\d{2})$') END AS business_day
         ${from} ${where} ${order} LIMIT ${limit} OFFSET ${skip}`,
      params,
    );
    return {
      total: Number(total.rows[0]?.n ?? 0n),
      limit,
      skip,
      data: rows.map((row) => ({
        id: Number(row.id),
        kind: row.amount > 0n ? ('income' as const) : ('transfer' as const),
        amount: minorToMoney(row.amount, row.scale),
        business_day: row.business_day,
        createdAt: row.created_at,
      })),
    };
  });

  memberRoute(app, affiliateApi.affiliateHistorySearchFind, async ({ member, query }) => {
    await gate(app.db, member.userId);
    await app.stream.catchUp(['daily-totals']);
    const affiliate = await affiliateOf(app.db, member.userId);
    // A whole username only: matching parts of it would let an affiliate read a masked phone number back
    // digit by digit.
    const search = query.search || null;
    const limit = query.$limit ?? 20;
    const skip = query.$skip ?? 0;
    const direction = query.$sort?.joined_at === 1 ? 'ASC' : 'DESC';
    const total = await app.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM users m
        WHERE m.referred_by = $1 AND ($2::text IS NULL OR m.username = $2)`,
      [member.userId, search],
    );
    // The page first (its position numbers over all the referred members), then its members' totals.
    const { rows } = await app.db.query<{
      number: number;
      username: string;
      joined_at: string;
      level_name: string | null;
      turnover: bigint;
      net_loss: bigint;
      last_played_day: string | null;
    }>(
      `WITH referred AS (
         SELECT m.id, m.username, m.created_at, m.member_level_id,
                row_number() OVER (ORDER BY m.created_at, m.id)::int AS number
           FROM users m WHERE m.referred_by = $1
       ), page AS (
         SELECT * FROM referred WHERE $3::text IS NULL OR username = $3
          ORDER BY created_at ${direction}, id ${direction} LIMIT ${limit} OFFSET ${skip}
       )
       SELECT p.number, p.username, ${isoOf('p.created_at')} AS joined_at, l.names ->> 'en' AS level_name,
              coalesce(t.turnover, 0)::bigint AS turnover, coalesce(t.net_loss, 0)::bigint AS net_loss,
              t.last_played_day
         FROM page p
         LEFT JOIN member_levels l ON l.id = p.member_level_id
         CROSS JOIN LATERAL (
           SELECT sum(d.bet_total) FILTER (WHERE d.currency_id = $2) AS turnover,
                  sum(GREATEST(d.bet_total - d.win_total, 0)) FILTER (WHERE d.currency_id = $2) AS net_loss,
                  max(d.business_day) FILTER (WHERE d.bet_count > 0)::text AS last_played_day
             FROM member_daily_totals d WHERE d.user_id = p.id
         ) t
        ORDER BY p.created_at ${direction}, p.id ${direction}`,
      [member.userId, affiliate.currencyId, search],
    );
    const money = (minor: bigint) => minorToMoney(minor, affiliate.scale);
    return {
      total: Number(total.rows[0]?.n ?? 0n),
      limit,
      skip,
      data: rows.map((row) => ({
        number: row.number,
        username: maskRecipient(row.username),
        joined_at: row.joined_at,
        level_name: row.level_name,
        turnover: money(row.turnover),
        net_loss: money(row.net_loss),
        last_played_day: row.last_played_day,
      })),
    };
  });

  memberRoute(app, affiliateApi.affiliateProfileStatisticFind, async ({ member, query }) => {
    await gate(app.db, member.userId);
    const today = businessDayOf(new Date(), timeZone);
    const last = query.last_day ?? today;
    const first = query.first_day ?? addDays(last, -30);
    if (last < first) throw rangeError('query.last_day', AFFILIATE_MESSAGES.rangeReversed);
    if (addDays(first, AFFILIATE_STATISTIC_MAX_DAYS - 1) < last) {
      throw rangeError(
        'query.first_day',
        fillText(AFFILIATE_MESSAGES.rangeTooLong, { days: String(AFFILIATE_STATISTIC_MAX_DAYS) }),
      );
    }
    const days = daysOf(first, last);
    await app.stream.catchUp(['daily-totals']);
    const affiliate = await affiliateOf(app.db, member.userId);
    const start = businessDayStart(first, timeZone).toISOString();
    const end = businessDayStart(addDays(last, 1), timeZone).toISOString();
    const perDay = async (sql: string, params: unknown[]) => {
      const { rows } = await app.db.query<{ day: string; n: bigint }>(sql, params);
      return new Map(rows.map((row) => [row.day, row.n]));
    };
    const dayOf = (column: string) => `(${column} AT TIME ZONE $4)::date::text`;
    const instants = [member.userId, start, end, timeZone];
    const [clicks, registrations, income, played] = await Promise.all([
      perDay(
        `SELECT ${dayOf('created_at')} AS day, count(*) AS n FROM affiliate_clicks
          WHERE user_id = $1 AND counted AND created_at >= $2::timestamptz AND created_at < $3::timestamptz GROUP BY 1`,
        instants,
      ),
      perDay(
        `SELECT ${dayOf('created_at')} AS day, count(*) AS n FROM users
          WHERE referred_by = $1 AND created_at >= $2::timestamptz AND created_at < $3::timestamptz GROUP BY 1`,
        instants,
      ),
      perDay(
        `SELECT business_day::text AS day, sum(amount)::bigint AS n FROM job_payouts
          WHERE job = $4 AND user_id = $1 AND business_day BETWEEN $2::date AND $3::date GROUP BY 1`,
        [member.userId, first, last, AFFILIATE_JOB],
      ),
      referredDays(app.db, { userId: member.userId, ...affiliate }, first, last),
    ]);
    const playedOn = new Map(played.map((day) => [day.businessDay, day]));
    const money = (minor: bigint) => minorToMoney(minor, affiliate.scale);
    return {
      currency_id: affiliate.currencyId,
      first_day: first,
      last_day: last,
      days: days.map((day): AffiliateStatisticDay => ({
        business_day: day,
        clicks: Number(clicks.get(day) ?? 0n),
        registrations: Number(registrations.get(day) ?? 0n),
        active_members: playedOn.get(day)?.members ?? 0,
        turnover: money(playedOn.get(day)?.turnover ?? 0n),
        net_loss: money(playedOn.get(day)?.netLoss ?? 0n),
        income: money(income.get(day) ?? 0n),
      })),
    };
  });
}
