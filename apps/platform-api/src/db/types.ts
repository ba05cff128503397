/**
 * One query interface for both drivers. Column types come back the same way on both:
 * int8 (bigint) as a JS `bigint`, numeric as a decimal `string`, never a lossy number.
 */
export interface QueryResult<T> {
  rows: T[];
  rowCount: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

export interface Db extends Queryable {
  /** Runs `fn` in one transaction; commits when it resolves, rolls back when it throws. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  kind: 'pglite' | 'postgres';
  /**
   * Calls `onNotify` with the payload of every NOTIFY on `channel` (sent when the notifying transaction
   * commits) and `onLost` if the subscription ends by itself (its connection dropped). Resolves once
   * listening, with the function that stops.
   */
  listen(channel: string, handlers: NotifyHandlers): Promise<() => Promise<void>>;
}

export interface NotifyHandlers {
  onNotify(payload: string): void;
  onLost(): void;
}

/** PostgreSQL's type OIDs that both drivers parse alike. */
export const PG_INT8 = 20;
export const PG_NUMERIC = 1700;

/** The unique-violation SQLSTATE; `constraint` names which unique key was hit. */
export function uniqueViolation(error: unknown): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23505') return null;
  return typeof constraint === 'string' ? constraint : '';
}
