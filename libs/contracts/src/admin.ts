import { z } from './zod-config';
import { TransactionStatus } from './ledger';
import { MoneyString } from './money';
import { WithdrawalBank, WithdrawalMode } from './withdrawal';

/**
 * Staff endpoints live under `/admin`, outside the member prefixes, with their own credentials
 * (HTTP Basic, or a Bearer token from the admin login). Paths use `:name` parameters.
 */
export interface AdminEndpoint<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
> {
  method: 'GET' | 'POST';
  path: `/admin/${string}`;
  /** False only for the login itself. */
  auth: boolean;
  params: P | undefined;
  query: Q | undefined;
  body: B | undefined;
  response: R;
  summary: string;
}

export function defineAdminEndpoint<
  R extends z.ZodType,
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
>(config: {
  method: 'GET' | 'POST';
  path: `/admin/${string}`;
  auth?: boolean;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  summary: string;
}): AdminEndpoint<P, Q, B, R> {
  return {
    method: config.method,
    path: config.path,
    auth: config.auth ?? true,
    params: config.params,
    query: config.query,
    body: config.body,
    response: config.response,
    summary: config.summary,
  };
}

/** The concrete path with its `:name` parameters filled in and encoded. */
export function adminPath(
  endpoint: Pick<AdminEndpoint, 'path'>,
  params: Record<string, string | number> = {},
) {
  return endpoint.path.replace(/:([a-z_]+)/gi, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${endpoint.path} needs ${name}`);
    return encodeURIComponent(String(value));
  });
}

export const AdminLoginBody = z.strictObject({
  username: z.string().min(1).max(100),
  password: z.string().min(1).max(200),
});

export const AdminIdentity = z.object({ id: z.number().int().positive(), username: z.string() });
export type AdminIdentity = z.infer<typeof AdminIdentity>;

export const AdminLoginResult = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  admin: AdminIdentity,
});
export type AdminLoginResult = z.infer<typeof AdminLoginResult>;

/** A withdrawal as staff see it: who asked, and where the money goes. */
export const AdminWithdrawal = z.object({
  id: z.number().int().positive(),
  reference: z.string(),
  status: TransactionStatus,
  user_id: z.number().int().positive(),
  username: z.string(),
  currency_id: z.number().int().positive(),
  amount: MoneyString,
  note: z.string().nullable(),
  mode: WithdrawalMode,
  bank: WithdrawalBank.nullable(),
  fail_reason: z.string().nullable(),
  decided_by: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawal>;

export const AdminIdParams = z.strictObject({ id: z.coerce.number().int().positive() });

export const AdminDecisionBody = z.strictObject({ reason: z.string().trim().max(500).optional() });
export const AdminRefusalBody = z.strictObject({ reason: z.string().trim().min(1).max(500) });

export const AdminAuditEntry = z.object({
  id: z.number().int().positive(),
  admin: z.string(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string(),
  reason: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AdminAuditEntry = z.infer<typeof AdminAuditEntry>;
