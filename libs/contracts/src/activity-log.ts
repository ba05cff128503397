import { z } from './zod-config';

/** Spec section 3's activity log types. */
export const ActivityLogType = z.enum([
  'affiliate_transfer',
  'cashback_transfer',
  'change_amount_jackpot',
  'create_personal_message',
  'deposit',
  'end_promotion',
  'exchange_money',
  'game',
  'joined_jackpot',
  'login',
  'lucky_box',
  'play_quest_join',
  'play_quest_money',
  'play_quest_point',
  'point_transfer',
  'quest_daily_check_in',
  'random_card',
  'rebate_transfer',
  'receive_promotion',
  'received_money_trigger',
  'received_point_trigger',
  'redeem_freespin',
  'redeem_reward',
  'reply_personal_message',
  'reset_password',
  'revoke_jackpot',
  'update_profile',
  'withdraw',
]);
export type ActivityLogType = z.infer<typeof ActivityLogType>;

export const ActivityLog = z.object({
  id: z.number().int().positive(),
  /** A spec type; rows written under an unknown type are left out of the list. */
  type: ActivityLogType,
  /** What happened, as the writing module recorded it (amounts as decimal strings). */
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export type ActivityLog = z.infer<typeof ActivityLog>;

export const ActivityLogSummary = z.object({
  total_count: z.number().int().min(0),
  /** Count per type, only types that occur. */
  by_type: z.partialRecord(ActivityLogType, z.number().int().min(0)),
});
export type ActivityLogSummary = z.infer<typeof ActivityLogSummary>;
