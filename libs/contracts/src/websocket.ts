import { z } from './zod-config';
import { PlayableFreeSpinGame } from './free-spin-game';
import { MoneyString } from './money';
import { RecentWin } from './recent-wins';

/** Spec section 7: the topics the member websocket carries. */
export const TopicName = z.enum([
  'DEPOSIT',
  'WITHDRAWAL',
  'CASHBACK',
  'POINT',
  'REBATE',
  'PRIVILEGE',
  'COUPON_PROMOTION',
  'FREESPIN_PROMOTION',
  'PERSONAL_MESSAGE',
  /** Not in the spec's list: quest progress moved (a round or a deposit counted), so the board is live. */
  'QUEST',
  /**
   * Not in the spec's list: a notable win anywhere on the site (the home page's ticker). Sent to every
   * open socket, not to one member; it carries no member's id or full username.
   */
  'RECENT_WIN',
]);
export type TopicName = z.infer<typeof TopicName>;

/** DEPOSIT: a deposit reached a final state; on success the cashbox shows the amount and closes. */
export const DepositEventData = z.object({
  success: z.boolean(),
  amount: MoneyString,
  reference: z.string(),
  deposit_id: z.number().int().positive(),
  payment_type_code: z.string(),
});

/** WITHDRAWAL: a withdrawal changed state; the client refreshes the wallet. */
export const WithdrawalEventData = z.object({
  success: z.boolean().optional(),
  status: z.string().optional(),
  amount: MoneyString.optional(),
  reference: z.string().optional(),
});

/** FREESPIN_PROMOTION: spins were granted; the site shows a success alert with expiry and "play now". */
export const FreeSpinEventData = z.object({
  grant_id: z.number().int().positive(),
  spins: z.number().int().positive(),
  amount_per_round: MoneyString,
  expire_date: z.string(),
  /** The first game of the grant, with what "play now" needs to launch it. */
  game: PlayableFreeSpinGame,
});
export type FreeSpinEventData = z.infer<typeof FreeSpinEventData>;

/** QUEST: the member's progress on these quests moved; the quest pages read it again. */
export const QuestProgressEventData = z.object({
  quest_ids: z.array(z.number().int().positive()),
});

/** The other topics only tell the client to refresh; any extra detail is advisory. */
const RefreshData = z.record(z.string(), z.unknown());

export const WsMessage = z.discriminatedUnion('topic_name', [
  z.object({ topic_name: z.literal('DEPOSIT'), data: DepositEventData }),
  z.object({ topic_name: z.literal('WITHDRAWAL'), data: WithdrawalEventData }),
  z.object({ topic_name: z.literal('CASHBACK'), data: RefreshData }),
  z.object({ topic_name: z.literal('POINT'), data: RefreshData }),
  z.object({ topic_name: z.literal('REBATE'), data: RefreshData }),
  z.object({ topic_name: z.literal('PRIVILEGE'), data: RefreshData }),
  z.object({ topic_name: z.literal('COUPON_PROMOTION'), data: RefreshData }),
  z.object({ topic_name: z.literal('FREESPIN_PROMOTION'), data: FreeSpinEventData }),
  z.object({ topic_name: z.literal('PERSONAL_MESSAGE'), data: RefreshData }),
  z.object({ topic_name: z.literal('QUEST'), data: QuestProgressEventData }),
  z.object({ topic_name: z.literal('RECENT_WIN'), data: RecentWin }),
  /** A session of the member was signed out; the others refresh their lists, the ended one closes. */
  z.object({ topic_name: z.literal('SESSIONS'), data: RefreshData }),
]);
/** One message of `/gapi/mb/ws`: `{ topic_name, data }`. */
export type WsMessage = z.infer<typeof WsMessage>;

/** The websocket path (spec section 7); the session token comes as the cookie or `?token=`. */
export const WS_PATH = '/gapi/mb/ws';
