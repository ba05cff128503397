import type { Privilege } from '@casino/contracts';
import { PRIVILEGES } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { AppError } from '../../http/errors';

export const PRIVILEGE_MESSAGES = {
  required: 'This needs a privilege your account does not have',
} as const;

/**
 * The member's privileges: the brand's list (custom function config) with the member's own exceptions
 * that staff set, in the spec's order.
 */
export async function privilegesOf(db: Queryable, userId: number): Promise<Privilege[]> {
  const { rows } = await db.query<{ privilege: Privilege }>(
    `SELECT p.privilege FROM (
       SELECT jsonb_array_elements_text(value -> 'privilege') AS privilege FROM settings WHERE key = 'custom_function'
     ) p
      WHERE NOT EXISTS (SELECT 1 FROM member_privileges m
                         WHERE m.user_id = $1 AND m.privilege = p.privilege AND NOT m.enabled)
     UNION
     SELECT privilege FROM member_privileges WHERE user_id = $1 AND enabled`,
    [userId],
  );
  const held = new Set(rows.map((row) => row.privilege));
  return PRIVILEGES.filter((privilege) => held.has(privilege));
}

/** Throws the 403 a member without the privilege gets from the pages' API (spec 2's route guard). */
export async function assertPrivilege(db: Queryable, userId: number, privilege: Privilege): Promise<void> {
  if (!(await privilegesOf(db, userId)).includes(privilege)) {
    throw new AppError(403, 'PRIVILEGE_REQUIRED', PRIVILEGE_MESSAGES.required);
  }
}

/** Staff grant a privilege to one member, or take it from them, whatever the brand's list says. */
export async function setMemberPrivilege(
  db: Queryable,
  userId: number,
  privilege: Privilege,
  enabled: boolean,
): Promise<void> {
  await db.query(
    `INSERT INTO member_privileges (user_id, privilege, enabled) VALUES ($1, $2, $3)
     ON CONFLICT (user_id, privilege) DO UPDATE SET enabled = EXCLUDED.enabled, updated_at = now()`,
    [userId, privilege, enabled],
  );
}
