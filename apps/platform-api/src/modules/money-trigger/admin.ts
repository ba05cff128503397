import { minorToMoney, moneyToMinor } from '@casino/contracts';
import type { AdminMoneyTrigger, AdminMoneyTriggerBody } from '@casino/contracts/promotions';
import { MONEY_TRIGGER_MESSAGES } from '@casino/contracts/promotions';
import type { z } from 'zod';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';
import { payTriggers, type PaidReceipt } from './pay';

type TriggerInput = z.output<typeof AdminMoneyTriggerBody>;

interface TriggerRow {
  id: number;
  name: string;
  event: 'deposit' | 'manual';
  currency_id: number;
  amount: bigint;
  min_deposit: bigint | null;
  repeat: 'once' | 'daily' | 'every';
  listed_members: number | null;
  received: number;
  starts_at: Date;
  ends_at: Date;
  scale: number;
}

const toAdminTrigger = (row: TriggerRow): AdminMoneyTrigger => ({
  id: row.id,
  name: row.name,
  event: row.event,
  currency_id: row.currency_id,
  amount: minorToMoney(row.amount, row.scale),
  min_deposit: row.min_deposit === null ? null : minorToMoney(row.min_deposit, row.scale),
  repeat: row.repeat,
  listed_members: row.listed_members,
  received: row.received,
  starts_at: new Date(row.starts_at).toISOString(),
  ends_at: new Date(row.ends_at).toISOString(),
});

export async function adminTriggers(db: Queryable, id?: number): Promise<AdminMoneyTrigger[]> {
  const { rows } = await db.query<TriggerRow>(
    `SELECT t.id, t.name, t.event, t.currency_id, t.amount, t.min_deposit, t.repeat, t.starts_at, t.ends_at, c.scale,
            CASE WHEN t.listed THEN (SELECT count(*)::int FROM money_trigger_members m WHERE m.trigger_id = t.id) END
              AS listed_members,
            (SELECT count(*)::int FROM money_trigger_receipts r WHERE r.trigger_id = t.id) AS received
       FROM money_triggers t JOIN currencies c ON c.id = t.currency_id
      WHERE $1::int IS NULL OR t.id = $1 ORDER BY t.id`,
    [id ?? null],
  );
  return rows.map(toAdminTrigger);
}

/** Staff create a trigger; listed usernames must all exist and be of the trigger's currency. */
export async function createTrigger(tx: Queryable, body: TriggerInput): Promise<AdminMoneyTrigger> {
  const currency = await tx.query<{ id: number; scale: number }>(
    'SELECT id, scale FROM currencies WHERE code = $1',
    [body.currency_code],
  );
  const { id: currencyId, scale } = currency.rows[0] ?? {};
  if (currencyId === undefined || scale === undefined) {
    throw new AppError(400, 'VALIDATION_FAILED', MONEY_TRIGGER_MESSAGES.unknownCurrency);
  }
  const amount = moneyToMinor(body.amount, scale);
  const minDeposit = body.min_deposit === undefined ? null : moneyToMinor(body.min_deposit, scale);
  if (amount <= 0n || (minDeposit !== null && minDeposit <= 0n)) {
    throw new AppError(400, 'VALIDATION_FAILED', 'Amounts must be above zero');
  }
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO money_triggers (name, event, currency_id, amount, min_deposit, repeat, listed, starts_at, ends_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, coalesce($8::timestamptz, now()), $9) RETURNING id`,
    [
      body.name,
      body.event,
      currencyId,
      String(amount),
      minDeposit === null ? null : String(minDeposit),
      body.repeat,
      body.usernames !== undefined,
      body.starts_at ?? null,
      body.ends_at,
    ],
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('money trigger insert returned no row');
  if (body.usernames !== undefined) {
    const names = [...new Set(body.usernames.map((name) => name.toLowerCase()))];
    const members = await tx.query<{ id: number; username: string }>(
      `INSERT INTO money_trigger_members (trigger_id, user_id)
       SELECT $1, u.id FROM users u WHERE lower(u.username) = ANY($2::text[]) AND u.currency_id = $3
       RETURNING user_id AS id, (SELECT lower(username) FROM users WHERE id = user_id) AS username`,
      [id, names, currencyId],
    );
    const found = new Set(members.rows.map((row) => row.username));
    const missing = names.filter((name) => !found.has(name));
    if (missing.length > 0) {
      throw new AppError(
        400,
        'VALIDATION_FAILED',
        MONEY_TRIGGER_MESSAGES.unknownMembers.replace('{names}', missing.join(', ')),
      );
    }
  }
  const [created] = await adminTriggers(tx, id);
  if (!created) throw new Error('money trigger vanished');
  return created;
}

/** Staff pay a manual trigger to one member, once per idempotency key. */
export async function grantTrigger(
  tx: Queryable,
  triggerId: number,
  body: { username: string; idempotency_key: string },
  adminId: number,
  now = new Date(),
): Promise<PaidReceipt> {
  const trigger = await tx.query<{
    event: string;
    currency_id: number;
    amount: bigint;
    listed: boolean;
    running: boolean;
  }>(
    `SELECT event, currency_id, amount, listed, (starts_at <= $2 AND ends_at > $2) AS running
       FROM money_triggers WHERE id = $1`,
    [triggerId, now],
  );
  const row = trigger.rows[0];
  if (!row) throw new AppError(404, 'NOT_FOUND', MONEY_TRIGGER_MESSAGES.notFound);
  if (row.event !== 'manual') throw new AppError(409, 'CONFLICT', MONEY_TRIGGER_MESSAGES.notManual);
  if (!row.running) throw new AppError(409, 'CONFLICT', MONEY_TRIGGER_MESSAGES.notRunning);
  const member = await tx.query<{ id: number; currency_id: number }>(
    // Locked: a parallel grant with the same key waits here, then finds the first one's receipt.
    'SELECT id, currency_id FROM users WHERE lower(username) = lower($1) FOR NO KEY UPDATE',
    [body.username],
  );
  const user = member.rows[0];
  if (!user) throw new AppError(404, 'NOT_FOUND', MONEY_TRIGGER_MESSAGES.memberNotFound);
  if (user.currency_id !== row.currency_id) {
    throw new AppError(409, 'CONFLICT', MONEY_TRIGGER_MESSAGES.otherCurrency);
  }
  if (row.listed) {
    const listed = await tx.query(
      'SELECT 1 FROM money_trigger_members WHERE trigger_id = $1 AND user_id = $2',
      [triggerId, user.id],
    );
    if ((listed.rowCount ?? 0) === 0) throw new AppError(409, 'CONFLICT', MONEY_TRIGGER_MESSAGES.notListed);
  }
  const [receipt] = await payTriggers(tx, [
    {
      triggerId,
      userId: user.id,
      occasion: `grant:${body.idempotency_key}`,
      amount: row.amount,
      currencyId: row.currency_id,
      reference: null,
      grantedBy: adminId,
    },
  ]);
  if (!receipt) throw new AppError(409, 'CONFLICT', 'This grant is being paid by another request; try again');
  return receipt;
}
