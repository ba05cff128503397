import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { historyRangeFilters } from './business-day';
import { defineEndpoint } from './endpoint';
import { MoneyString } from './money';
import { listQuery, paginated, queryId } from './query';

/**
 * A money trigger gives members money straight into their wallet (activity log `received_money_trigger`):
 * on a deposit that reaches its minimum, or when staff grant it by hand.
 */
export const MoneyTriggerEvent = z.enum(['deposit', 'manual']);
export type MoneyTriggerEvent = z.infer<typeof MoneyTriggerEvent>;

/** How often one member may receive a deposit trigger: once ever, once per business day, or every deposit. */
export const MoneyTriggerRepeat = z.enum(['once', 'daily', 'every']);
export type MoneyTriggerRepeat = z.infer<typeof MoneyTriggerRepeat>;

/** One payment a member received from a trigger (the "received money" history). */
export const MoneyTriggerReceipt = z.object({
  id: z.number().int().positive(),
  trigger_id: z.number().int().positive(),
  /** The trigger's name, as staff wrote it for members to read. */
  name: z.string(),
  event: MoneyTriggerEvent,
  amount: MoneyString,
  currency_id: z.number().int().positive(),
  /** What set it off: the deposit's reference, or null for a staff grant. */
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export type MoneyTriggerReceipt = z.infer<typeof MoneyTriggerReceipt>;

export const moneyTriggerMemberHistoryFind = defineEndpoint({
  service: 'money-trigger-member-history',
  scope: 'mb',
  method: 'find',
  summary: 'Money the member received from triggers, newest first, within the business days picked.',
  query: listQuery(['createdAt'], { event: MoneyTriggerEvent.optional(), ...historyRangeFilters }),
  response: paginated(MoneyTriggerReceipt).extend({
    /** The sum of every receipt the filter matches, not only this page's. */
    total_amount: MoneyString,
  }),
});

/** Staff's money trigger: who may receive it (everyone of the currency, or the members listed), and when. */
export const AdminMoneyTriggerBody = z
  .strictObject({
    name: z.string().trim().min(1).max(120),
    event: MoneyTriggerEvent,
    currency_code: z.string().trim().toUpperCase().length(3),
    /** Decimal, in the currency's units ("20.00"). */
    amount: MoneyString,
    /** Deposit triggers: the smallest credited deposit that sets it off. */
    min_deposit: MoneyString.optional(),
    repeat: MoneyTriggerRepeat.default('once'),
    /** Only these members (usernames); everyone of the currency when absent. */
    usernames: z.array(z.string().trim().min(1).max(64)).max(10_000).optional(),
    starts_at: z.iso.datetime({ offset: true }).optional(),
    ends_at: z.iso.datetime({ offset: true }),
  })
  .refine((body) => body.event === 'manual' || body.min_deposit !== undefined, {
    path: ['min_deposit'],
    message: 'A deposit trigger needs min_deposit',
  });
export type AdminMoneyTriggerBody = z.input<typeof AdminMoneyTriggerBody>;

export const AdminMoneyTrigger = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  event: MoneyTriggerEvent,
  currency_id: z.number().int().positive(),
  amount: MoneyString,
  min_deposit: MoneyString.nullable(),
  repeat: MoneyTriggerRepeat,
  /** How many members it is limited to; null for everyone of the currency. */
  listed_members: z.number().int().nullable(),
  received: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type AdminMoneyTrigger = z.infer<typeof AdminMoneyTrigger>;

export const AdminMoneyTriggerGrantBody = z.strictObject({
  username: z.string().trim().min(1).max(64),
  /** One per grant the operator means: a retried request with the same key pays once. */
  idempotency_key: z.string().trim().min(8).max(100),
});
export type AdminMoneyTriggerGrantBody = z.input<typeof AdminMoneyTriggerGrantBody>;

export const AdminMoneyTriggerReceipt = MoneyTriggerReceipt.extend({
  user_id: z.number().int().positive(),
  /** False when the same idempotency key had already paid. */
  created: z.boolean(),
});

/** English texts of the refusals (the site shows `errors.<reason>` in its language). */
export const MONEY_TRIGGER_MESSAGES = {
  notFound: 'Money trigger not found',
  notManual: 'Only a manual money trigger can be granted by staff',
  notRunning: 'This money trigger is not running',
  notListed: 'This member is not among the members of this money trigger',
  memberNotFound: 'Member not found',
  otherCurrency: "The member's currency is not the trigger's",
  unknownCurrency: 'Unknown currency',
  unknownMembers: 'Some members were not found: {names}',
} as const;

export const adminMoneyTriggerList = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/money-triggers',
  response: z.object({ data: z.array(AdminMoneyTrigger) }),
  summary: 'Every money trigger with how many times it paid.',
});

export const adminMoneyTriggerCreate = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/money-triggers',
  body: AdminMoneyTriggerBody,
  response: AdminMoneyTrigger,
  summary: 'Create a deposit or manual money trigger, for everyone of a currency or listed members; audited.',
});

export const adminMoneyTriggerGrant = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/money-triggers/:id/grant',
  params: z.strictObject({ id: queryId }),
  body: AdminMoneyTriggerGrantBody,
  response: AdminMoneyTriggerReceipt,
  summary: "Pay a manual trigger's amount to one member, once per idempotency key; audited.",
});
