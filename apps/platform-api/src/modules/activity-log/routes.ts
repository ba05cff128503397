import type { ActivityLog, ActivityLogType } from '@casino/contracts';
import { activityLogApi, ActivityLogType as LogTypes } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { memberRoute } from '../../http/route';
import { dateRange, orderOf, whereOf, type InstantRange } from '../../http/history-filter';

interface Filter extends InstantRange {
  type?: ActivityLogType | ActivityLogType[] | undefined;
}

/** Only the spec's types are shown; other modules may log internal types too. */
function conditions(userId: number, filter: Filter, params: unknown[]) {
  const types = filter.type === undefined ? LogTypes.options : [filter.type].flat();
  params.push(userId, types);
  const list = [`l.user_id = $${params.length - 1}`, `l.type = ANY($${params.length}::text[])`];
  return whereOf([...list, ...dateRange('l.created_at', filter, params)]);
}

export async function activityLogRoutes(app: FastifyInstance) {
  memberRoute(app, activityLogApi.activityLogsFind, async ({ member, query }) => {
    const params: unknown[] = [];
    const where = conditions(member.userId, query, params);
    const total = await app.db.query<{ n: bigint }>(
      `SELECT count(*) AS n FROM activity_logs l ${where}`,
      params,
    );
    const limit = query.$limit ?? 20;
    const skip = query.$skip ?? 0;
    const order = orderOf(query.$sort, { createdAt: 'l.created_at' }, 'l.id');
    const { rows } = await app.db.query<{
      id: bigint;
      type: ActivityLogType;
      detail: Record<string, unknown>;
      ip: string | null;
      created_at: string;
    }>(
      `SELECT l.id, l.type, l.detail, l.ip,
              to_char(l.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS created_at
         FROM activity_logs l ${where} ${order} LIMIT ${limit} OFFSET ${skip}`,
      params,
    );
    const data: ActivityLog[] = rows.map((r) => ({
      id: Number(r.id),
      type: r.type,
      detail: r.detail,
      ip: r.ip,
      createdAt: r.created_at,
    }));
    return { total: Number(total.rows[0]?.n ?? 0n), limit, skip, data };
  });

  memberRoute(app, activityLogApi.activityLogsSummaryFind, async ({ member, query }) => {
    const params: unknown[] = [];
    const where = conditions(member.userId, query, params);
    const { rows } = await app.db.query<{ type: ActivityLogType; n: bigint }>(
      `SELECT l.type, count(*) AS n FROM activity_logs l ${where} GROUP BY l.type`,
      params,
    );
    return {
      total_count: rows.reduce((acc, r) => acc + Number(r.n), 0),
      by_type: Object.fromEntries(rows.map((r) => [r.type, Number(r.n)])),
    };
  });
}
