import { moneyToMinor } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import type { ActivityEvent, Projection } from '../../stream';

interface Turnover {
  turn_deposit: bigint;
  turn_deposit_target: bigint;
}

/**
 * What the win of a free-spin round adds to the requirement: the win × the grant's turnover multiplier
 * (`detail.turnover`, "1.5"), rounded up to a minor unit. Other events add nothing.
 */
function freeWinTarget(event: ActivityEvent): bigint {
  const turnover = event.detail['turnover'];
  if (event.detail['is_free'] !== true || typeof turnover !== 'string') return 0n;
  let x100: bigint;
  try {
    x100 = moneyToMinor(turnover, 2);
  } catch {
    return 0n;
  }
  return ((event.amount ?? 0n) * x100 + 99n) / 100n;
}

/**
 * One event's effect: a deposit raises the requirement, a bet counts towards it, a refund takes it back;
 * a free round's win raises it by the win × the turnover multiplier, and taking that win back lowers it.
 * (A free round's stake is the promotion's: its bet event carries no amount, so it counts nothing.)
 */
function step(current: Turnover, event: ActivityEvent): Turnover {
  const amount = event.amount ?? 0n;
  if (event.type === 'deposit') {
    return { ...current, turn_deposit_target: current.turn_deposit_target + amount };
  }
  if (event.subType === 'result') {
    return { ...current, turn_deposit_target: current.turn_deposit_target + freeWinTarget(event) };
  }
  if (event.subType === 'cancel') {
    const left = current.turn_deposit_target - freeWinTarget(event);
    return { ...current, turn_deposit_target: left > 0n ? left : 0n };
  }
  if (event.subType === 'bet') return { ...current, turn_deposit: current.turn_deposit + amount };
  if (event.subType === 'refund') {
    const left = current.turn_deposit - amount;
    return { ...current, turn_deposit: left > 0n ? left : 0n };
  }
  return current;
}

/**
 * The deposit turnover requirement (spec: "withdraw the turnover requirement first"): every credited
 * deposit adds its amount to the member's target, every stake counts towards it. Kept on the member row
 * (turn_deposit, turn_deposit_target), where the wallet shows it and the withdrawal checks it.
 */
export const depositTurnoverProjection: Projection = {
  name: 'deposit-turnover',
  types: ['deposit', 'game'],
  startAt: 'end',
  async apply(tx: Queryable, events) {
    const userIds = [...new Set(events.map((event) => event.userId))];
    const { rows } = await tx.query<Turnover & { id: number }>(
      `SELECT id, turn_deposit, turn_deposit_target FROM users WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
      [userIds],
    );
    const state = new Map(rows.map((row) => [row.id, row as Turnover]));
    for (const event of events) {
      const current = state.get(event.userId);
      if (current) state.set(event.userId, step(current, event));
    }
    const ids = [...state.keys()];
    await tx.query(
      `UPDATE users SET turn_deposit = v.turn_deposit, turn_deposit_target = v.turn_deposit_target
         FROM unnest($1::int[], $2::bigint[], $3::bigint[]) AS v(id, turn_deposit, turn_deposit_target)
        WHERE users.id = v.id`,
      [
        ids,
        // As decimal strings: both drivers send text arrays as they are.
        ids.map((id) => String(state.get(id)?.turn_deposit ?? 0n)),
        ids.map((id) => String(state.get(id)?.turn_deposit_target ?? 0n)),
      ],
    );
  },
};
