import type { Queryable } from '../../db/types';

export interface AuditInput {
  adminId: number;
  action: string;
  targetType: string;
  targetId: string | number;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
  ip?: string | null;
}

/** JSON-safe copy: bigints become strings so amounts survive exactly. */
const json = (value: unknown) =>
  value === undefined
    ? null
    : JSON.stringify(value, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** Records a staff action inside the caller's transaction, so it exists exactly when the action does. */
export async function audit(tx: Queryable, input: AuditInput): Promise<void> {
  await tx.query(
    `INSERT INTO admin_audit (admin_id, action, target_type, target_id, reason, before, after, ip)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
    [
      input.adminId,
      input.action,
      input.targetType,
      String(input.targetId),
      input.reason ?? null,
      json(input.before),
      json(input.after),
      input.ip ?? null,
    ],
  );
}
