import { DEFAULT_LIMIT } from '@casino/contracts';
import type { Paginated } from '@casino/contracts';
import type { Queryable } from '../db/types';

export interface FindSpec {
  /** The FROM clause (a table, or a join). */
  from: string;
  columns: string;
  /** Equality filters: column expression → value; undefined values are left out. */
  filters?: Record<string, unknown>;
  /** The query's `$sort`, keyed by names in `sortColumns`. */
  sort?: Partial<Record<string, 1 | -1>>;
  sortColumns?: Record<string, string>;
  /** Appended after the requested sort so paging is stable. */
  defaultOrder: string;
  limit?: number;
  skip?: number;
}

/** Feathers-style `find` over SQL: filters, `$sort`, `$limit`, `$skip`, and the total before paging. */
export async function findPage<T>(db: Queryable, spec: FindSpec): Promise<Paginated<T>> {
  const params: unknown[] = [];
  const where = Object.entries(spec.filters ?? {})
    .filter(([, value]) => value !== undefined)
    .map(([column, value]) => {
      params.push(value);
      return `${column} = $${params.length}`;
    });
  const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : '';
  const order = Object.entries(spec.sort ?? {}).flatMap(([key, dir]) => {
    const column = spec.sortColumns?.[key];
    return column ? [`${column} ${dir === -1 ? 'DESC' : 'ASC'}`] : [];
  });
  order.push(spec.defaultOrder);
  const limit = spec.limit ?? DEFAULT_LIMIT;
  const skip = spec.skip ?? 0;

  const total = await db.query<{ total: bigint }>(
    `SELECT count(*) AS total FROM ${spec.from} ${whereSql}`,
    params,
  );
  const rows = await db.query<T>(
    `SELECT ${spec.columns} FROM ${spec.from} ${whereSql} ORDER BY ${order.join(', ')}
     LIMIT $${params.length + 1} OFFSET $${params.length + 2}`,
    [...params, limit, skip],
  );
  return { total: Number(total.rows[0]?.total ?? 0), limit, skip, data: rows.rows };
}

/** A `find` answer holding at most one item (the singleton configs). */
export function single<T>(item: T | undefined): Paginated<NonNullable<T>> {
  return item === undefined
    ? { total: 0, limit: 1, skip: 0, data: [] }
    : { total: 1, limit: 1, skip: 0, data: [item as NonNullable<T>] };
}

/** A list query's `$sort`, `$limit` and `$skip`, as `findPage` and the games catalogue take them. */
export function paging<S>(query: { $sort?: S; $limit?: number; $skip?: number }) {
  return { sort: query.$sort, limit: query.$limit, skip: query.$skip };
}
