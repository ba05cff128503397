import { z } from './zod-config';
import {
  AdminAuditEntry,
  AdminDecisionBody,
  AdminIdentity,
  AdminIdParams,
  AdminLoginBody,
  AdminLoginResult,
  AdminRefusalBody,
  AdminWithdrawal,
  defineAdminEndpoint,
} from './admin';
import { TransactionStatus } from './ledger';
import { paginated } from './query';

export const login = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/auth/login',
  auth: false,
  body: AdminLoginBody,
  response: AdminLoginResult,
  summary: 'Exchange staff credentials for a Bearer token.',
});

export const me = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/me',
  response: AdminIdentity,
  summary: 'The staff member behind the credentials.',
});

const page = {
  $limit: z.coerce.number().int().min(0).max(200).optional(),
  $skip: z.coerce.number().int().min(0).optional(),
};

export const withdrawalsList = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/withdrawals',
  query: z.strictObject({ status: TransactionStatus.default('pending'), ...page }),
  response: paginated(AdminWithdrawal),
  summary: 'Withdrawals by status (pending by default), oldest first.',
});

export const withdrawalApprove = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/withdrawals/:id/approve',
  params: AdminIdParams,
  body: AdminDecisionBody,
  response: AdminWithdrawal,
  summary: 'Pay out a pending withdrawal; audited.',
});

export const withdrawalRefuse = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/withdrawals/:id/refuse',
  params: AdminIdParams,
  body: AdminRefusalBody,
  response: AdminWithdrawal,
  summary: 'Refuse a pending withdrawal with a reason; the held amount returns to the wallet; audited.',
});

export const auditList = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/audit',
  query: z.strictObject({ action: z.string().max(100).optional(), ...page }),
  response: paginated(AdminAuditEntry),
  summary: 'Staff actions, newest first.',
});
