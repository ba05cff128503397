import { z } from './zod-config';
import { AdminDecisionBody, AdminIdParams, AdminRefusalBody, defineAdminEndpoint } from './admin';
import { Deposit, DepositStatus, PaymentTypeCode } from './deposit';
import { paginated } from './query';

/** A deposit as staff see it: the member's deposit plus who made it and who decided it. */
export const AdminDeposit = Deposit.extend({
  user_id: z.number().int().positive(),
  username: z.string(),
  reviewed_by: z.string().nullable(),
});
export type AdminDeposit = z.infer<typeof AdminDeposit>;

export const depositsList = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/deposits',
  query: z.strictObject({
    status: DepositStatus.default('pending'),
    payment_type_code: PaymentTypeCode.optional(),
    $limit: z.coerce.number().int().min(0).max(200).optional(),
    $skip: z.coerce.number().int().min(0).optional(),
  }),
  response: paginated(AdminDeposit),
  summary: 'Deposits by status (pending by default), oldest first.',
});

export const depositApprove = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/deposits/:id/approve',
  params: AdminIdParams,
  body: AdminDecisionBody,
  response: AdminDeposit,
  summary: 'Credit a pending deposit (slip checked); audited; the member gets DEPOSIT over the websocket.',
});

export const depositReject = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/deposits/:id/reject',
  params: AdminIdParams,
  body: AdminRefusalBody,
  response: AdminDeposit,
  summary: 'Reject a pending deposit with a reason; nothing is credited; audited.',
});

/** Staff read a deposit's slip at `/admin/deposits/{id}/slip` (GET, staff credentials). */
export const ADMIN_SLIP_PATH = '/admin/deposits/:id/slip';
