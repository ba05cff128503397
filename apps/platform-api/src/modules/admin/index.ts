/** Staff authentication for other modules' `/admin` routes, and the audit they must write. */
export { requireAdmin, adminOfRequest } from './auth';
export { adminRoute } from './route';
export type { AdminHandlerContext } from './route';
export { audit } from './audit';
export type { AuditInput } from './audit';
