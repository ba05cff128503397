import type { ErrorReason } from '@casino/contracts';
import { COUPON_MESSAGES } from '@casino/contracts/promotions';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';

/**
 * Why a member may not play, deposit or withdraw for a while. The module that places a hold lifts it;
 * the modules that move money only ask whether any is there, so they depend on no domain of their own.
 */
export type HoldKind = 'coupon_verification';

const REFUSALS: Record<HoldKind, { reason: ErrorReason; message: string }> = {
  coupon_verification: { reason: 'COUPON_UNDER_VERIFICATION', message: COUPON_MESSAGES.underVerification },
};

export interface Hold {
  userId: number;
  kind: HoldKind;
  /** Which one, in the placing module's terms (e.g. `coupon_redemption:12`). */
  reference: string;
}

export async function placeHold(tx: Queryable, hold: Hold): Promise<void> {
  await tx.query(
    `INSERT INTO member_holds (user_id, kind, reference) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, kind, reference) DO NOTHING`,
    [hold.userId, hold.kind, hold.reference],
  );
}

export async function liftHold(tx: Queryable, hold: Hold): Promise<void> {
  await tx.query('DELETE FROM member_holds WHERE user_id = $1 AND kind = $2 AND reference = $3', [
    hold.userId,
    hold.kind,
    hold.reference,
  ]);
}

/** Throws the 409 of the member's oldest hold, if they have one (before a bet, deposit or withdrawal). */
export async function assertNoHold(db: Queryable, userId: number): Promise<void> {
  const { rows } = await db.query<{ kind: HoldKind }>(
    'SELECT kind FROM member_holds WHERE user_id = $1 ORDER BY created_at, kind LIMIT 1',
    [userId],
  );
  const held = rows[0];
  if (held) throw new AppError(409, REFUSALS[held.kind].reason, REFUSALS[held.kind].message);
}
