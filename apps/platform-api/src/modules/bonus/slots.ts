import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';

/** Spec 4: the four bonus kinds of which a member has at most one active. */
export type BonusKind = 'promotion' | 'rebate' | 'cashback' | 'referral';

export interface ActiveBonus {
  kind: BonusKind;
  /** Which one, in its owner module's terms (e.g. `promotion_member:12`). */
  reference: string;
  since: Date;
}

/** The module that owns a kind ends it when the member confirms replacing it with another kind. */
export interface BonusKindOwner {
  end(tx: Queryable, userId: number, reference: string): Promise<void>;
}

export const BONUS_MESSAGES = {
  promotionActive: 'Cannot receive this promotion, please deactivate the current promotion',
  replaceRequired: 'You already have another bonus active. Replace it?',
} as const;

export interface TakeBonusInput {
  userId: number;
  kind: BonusKind;
  reference: string;
  /** The member confirmed replacing whatever other kind is active. */
  replace: boolean;
}

export interface BonusSlots {
  /** Registers the owner of a kind (each kind's module, at start). */
  own(kind: BonusKind, owner: BonusKindOwner): void;
  activeOf(db: Queryable, userId: number): Promise<ActiveBonus | null>;
  /**
   * Makes `kind` the member's active bonus inside the caller's transaction, under the member's row lock
   * (two activations at once: one wins, the other sees it). The same bonus again changes nothing. A
   * promotion over a promotion is refused (PROMOTION_ACTIVE); any other kind active needs `replace`
   * (BONUS_REPLACE_REQUIRED, naming the active kind), and with it the active one's owner ends it first.
   * Answers what was replaced.
   */
  take(tx: Queryable, input: TakeBonusInput): Promise<ActiveBonus | null>;
  /** Frees the member's slot when this bonus ends (completed, expired, deactivated). */
  release(tx: Queryable, userId: number, kind: BonusKind, reference: string): Promise<void>;
}

async function activeOf(db: Queryable, userId: number): Promise<ActiveBonus | null> {
  const { rows } = await db.query<{ kind: BonusKind; reference: string; since: Date }>(
    'SELECT kind, reference, since FROM member_bonus WHERE user_id = $1',
    [userId],
  );
  const row = rows[0];
  return row ? { kind: row.kind, reference: row.reference, since: new Date(row.since) } : null;
}

/** The refusals of `take`, for a bonus of `kind` while `active` is the member's active one. */
function refuseTaking(active: ActiveBonus | null, kind: BonusKind, replace: boolean): void {
  if (active?.kind === 'promotion' && kind === 'promotion') {
    throw new AppError(409, 'PROMOTION_ACTIVE', BONUS_MESSAGES.promotionActive);
  }
  if (active && !replace) {
    throw new AppError(409, 'BONUS_REPLACE_REQUIRED', BONUS_MESSAGES.replaceRequired, [
      { field: 'active_bonus', message: active.kind },
    ]);
  }
}

/**
 * Throws what `take` would refuse now, writing nothing: for a bonus granted later (a coupon staff have
 * yet to verify), so that the member hears of a conflict when asking, not after the wait.
 */
export async function assertMayTakeBonus(
  tx: Queryable,
  { userId, kind, replace }: Omit<TakeBonusInput, 'reference'>,
): Promise<void> {
  refuseTaking(await activeOf(tx, userId), kind, replace);
}

/**
 * `BonusSlots.take` with the owners that end a replaced kind. Callers outside a request (a deposit
 * credited by a webhook) pass no owners and `replace: false`: they take a free slot or are refused.
 */
export async function takeBonus(
  tx: Queryable,
  { userId, kind, reference, replace }: TakeBonusInput,
  owners: ReadonlyMap<BonusKind, BonusKindOwner> = new Map(),
): Promise<ActiveBonus | null> {
  await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [userId]);
  const active = await activeOf(tx, userId);
  if (active?.kind === kind && active.reference === reference) return null;
  refuseTaking(active, kind, replace);
  if (active) await owners.get(active.kind)?.end(tx, userId, active.reference);
  await tx.query(
    `INSERT INTO member_bonus (user_id, kind, reference) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET kind = EXCLUDED.kind, reference = EXCLUDED.reference, since = now()`,
    [userId, kind, reference],
  );
  return active;
}

export function createBonusSlots(): BonusSlots {
  const owners = new Map<BonusKind, BonusKindOwner>();
  return {
    own(kind, owner) {
      if (owners.has(kind)) throw new Error(`bonus kind "${kind}" has an owner already`);
      owners.set(kind, owner);
    },
    activeOf,
    take: (tx, input) => takeBonus(tx, input, owners),
    async release(tx, userId, kind, reference) {
      await tx.query('DELETE FROM member_bonus WHERE user_id = $1 AND kind = $2 AND reference = $3', [
        userId,
        kind,
        reference,
      ]);
    },
  };
}
