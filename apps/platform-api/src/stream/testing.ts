import { expect } from 'vitest';
import type { Db, Queryable } from '../db/types';
import { applyNextBatch } from './projection';
import type { ActivityEvent, Projection } from './types';

/** Where `recorder` projections write what they applied. */
export async function createSeenTable(db: Queryable): Promise<void> {
  await db.query('CREATE TABLE seen (name text NOT NULL, event_id bigint NOT NULL, amount bigint)');
}

let counter = 0;

/** A deposit projection that records what it applied in `seen`, optionally failing on one amount. */
export function recorder(overrides: Partial<Projection> & { failOn?: bigint } = {}): Projection {
  counter += 1;
  const name = overrides.name ?? `test-${counter}`;
  const { failOn, ...rest } = overrides;
  return {
    name,
    types: ['deposit'],
    startAt: 'beginning',
    async apply(tx: Queryable, events: readonly ActivityEvent[]) {
      for (const event of events) {
        await tx.query('INSERT INTO seen (name, event_id, amount) VALUES ($1, $2, $3)', [
          name,
          event.id,
          event.amount,
        ]);
        if (failOn !== undefined && event.amount === failOn) throw new Error('boom');
      }
    },
    ...rest,
  };
}

/** The amounts a recorder applied, in stream order. */
export async function seenBy(db: Queryable, projection: Projection): Promise<bigint[]> {
  const { rows } = await db.query<{ amount: bigint }>(
    'SELECT amount FROM seen WHERE name = $1 ORDER BY event_id',
    [projection.name],
  );
  return rows.map((row) => row.amount);
}

/**
 * Crashes one batch of a registered projection after it applied its events, before its offset moved, as
 * a process dying there would. On PostgreSQL other transactions may keep new events invisible for a
 * moment; a batch that finds nothing to apply does not crash, so it is tried again until one does.
 */
export async function crashOneBatch(db: Db, projections: readonly Projection[], name: string): Promise<void> {
  const projection = projections.find((p) => p.name === name);
  if (!projection) throw new Error(`projection "${name}" is not registered`);
  const crashing: Projection = {
    ...projection,
    async apply(tx, events) {
      await projection.apply(tx, events);
      throw new Error('crash after applying, before the offset moved');
    },
  };
  await expect
    .poll(
      () =>
        applyNextBatch(db, crashing).then(
          () => 'nothing applied',
          (error: Error) => error.message,
        ),
      { timeout: 5_000, interval: 50 },
    )
    .toContain('crash');
}
