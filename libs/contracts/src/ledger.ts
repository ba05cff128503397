import { z } from './zod-config';

/** Spec section 4: pending (shown as waiting), success, fail (shown as cancel). */
export const TransactionStatus = z.enum(['pending', 'success', 'fail']);
export type TransactionStatus = z.infer<typeof TransactionStatus>;
