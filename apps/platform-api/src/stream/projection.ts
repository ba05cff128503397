import type { ActivityLogType } from '@casino/contracts';
import type { Db, Queryable } from '../db/types';
import type { ActivityEvent, Projection } from './types';

/** A position in the stream: events are ordered by their transaction id, then their own id. */
interface Position {
  txId: string;
  id: bigint;
}

interface EventRow {
  id: bigint;
  tx_id: string;
  user_id: number;
  type: ActivityLogType;
  sub_type: string | null;
  amount: bigint | null;
  currency_id: number | null;
  game_id: number | null;
  provider_id: number | null;
  detail: Record<string, unknown>;
  created_at: Date;
}

const toEvent = (row: EventRow): ActivityEvent => ({
  id: row.id,
  userId: row.user_id,
  type: row.type,
  subType: row.sub_type,
  amount: row.amount,
  currencyId: row.currency_id,
  gameId: row.game_id,
  providerId: row.provider_id,
  detail: row.detail,
  createdAt: new Date(row.created_at),
});

/**
 * Every transaction below this id has finished, so no event below it can still appear. Taken once per
 * batch and used by each of its statements, so they agree on what is visible.
 */
async function horizonOf(tx: Queryable): Promise<string> {
  const { rows } = await tx.query<{ horizon: string }>(
    'SELECT pg_snapshot_xmin(pg_current_snapshot())::text AS horizon',
  );
  return rows[0]?.horizon ?? '0';
}

const isBefore = (a: Position, b: Position) => {
  const [at, bt] = [BigInt(a.txId), BigInt(b.txId)];
  return at < bt || (at === bt && a.id < b.id);
};

/** The last visible event, or the stream's start when there is none. */
async function lastVisible(tx: Queryable, horizon: string): Promise<Position> {
  const { rows } = await tx.query<{ tx_id: string; id: bigint }>(
    // Ordered by the xid8 column itself: the text alias would sort '995' after '1004'.
    `SELECT tx_id::text AS tx_id, id FROM activity_logs WHERE tx_id < $1::xid8
      ORDER BY activity_logs.tx_id DESC, id DESC LIMIT 1`,
    [horizon],
  );
  const row = rows[0];
  return row ? { txId: row.tx_id, id: row.id } : { txId: '0', id: 0n };
}

/**
 * Locks the projection's offset row, creating it at its start position when missing. With `wait` false
 * another instance holding the lock makes this return null instead of waiting.
 */
async function lockOffset(tx: Queryable, projection: Projection, wait: boolean): Promise<Position | null> {
  const select = () =>
    tx.query<{ last_tx_id: string; last_id: bigint }>(
      `SELECT last_tx_id::text AS last_tx_id, last_id FROM projection_offsets WHERE name = $1
         FOR UPDATE ${wait ? '' : 'SKIP LOCKED'}`,
      [projection.name],
    );
  let row = (await select()).rows[0];
  if (!row) {
    const start =
      projection.startAt === 'end' ? await lastVisible(tx, await horizonOf(tx)) : { txId: '0', id: 0n };
    await tx.query(
      `INSERT INTO projection_offsets (name, last_tx_id, last_id) VALUES ($1, $2::xid8, $3)
       ON CONFLICT (name) DO NOTHING`,
      [projection.name, start.txId, start.id],
    );
    row = (await select()).rows[0];
  }
  return row ? { txId: row.last_tx_id, id: row.last_id } : null;
}

export interface BatchOutcome {
  /** Events of the projection's types applied in this batch. */
  applied: number;
  /** False when the projection was already at the end of what is visible (or locked elsewhere). */
  moved: boolean;
}

/**
 * Applies the projection's next events (at most `batchSize`) and moves its offset, in one transaction.
 * Events of other types are stepped over: when fewer than a batch match, the offset jumps to the last
 * visible event, so a projection of rare events does not re-read the busy part of the stream.
 */
export async function applyNextBatch(
  db: Db,
  projection: Projection,
  { batchSize = 500, wait = true }: { batchSize?: number; wait?: boolean } = {},
): Promise<BatchOutcome> {
  const { outcome, events } = await db.transaction(async (tx) => {
    const offset = await lockOffset(tx, projection, wait);
    if (!offset) return { outcome: { applied: 0, moved: false }, events: [] };
    const horizon = await horizonOf(tx);
    const { rows } = await tx.query<EventRow>(
      `SELECT id, tx_id::text AS tx_id, user_id, type, sub_type, amount, currency_id, game_id, provider_id,
              detail, created_at
         FROM activity_logs
        WHERE (tx_id, id) > ($1::xid8, $2::bigint) AND tx_id < $3::xid8 AND type = ANY($4::text[])
        ORDER BY activity_logs.tx_id, id LIMIT $5`,
      [offset.txId, offset.id, horizon, [...projection.types], batchSize],
    );
    const last = rows.at(-1);
    const next =
      rows.length === batchSize && last ? { txId: last.tx_id, id: last.id } : await lastVisible(tx, horizon);
    // Applied events must never be read again: the offset moves at least past the last of them.
    if (last && isBefore(next, { txId: last.tx_id, id: last.id })) {
      throw new Error(`projection "${projection.name}": the stream's end lies before events just read`);
    }
    const moved = next.txId !== offset.txId || next.id !== offset.id;
    const applied = rows.map(toEvent);
    if (applied.length > 0) await projection.apply(tx, applied);
    if (moved) {
      await tx.query(
        `UPDATE projection_offsets SET last_tx_id = $2::xid8, last_id = $3, updated_at = now() WHERE name = $1`,
        [projection.name, next.txId, next.id],
      );
    }
    return { outcome: { applied: rows.length, moved }, events: applied };
  });
  if (events.length > 0 && projection.afterCommit) await projection.afterCommit(events);
  return outcome;
}

/** Applies batches until the projection has read everything visible now. */
export async function catchUpProjection(db: Db, projection: Projection, batchSize?: number): Promise<number> {
  let applied = 0;
  for (;;) {
    const outcome = await applyNextBatch(db, projection, { wait: true, ...(batchSize ? { batchSize } : {}) });
    applied += outcome.applied;
    if (!outcome.moved) return applied;
  }
}
