import type { MemoTemplate } from '@casino/contracts/memo';

/** English texts of memo failures (spec 8); the web localizes by reason. */
export const MEMO_MESSAGES = {
  featureOff: 'Personal messages are not available',
  notFound: 'Message not found',
  replyClosed: 'This message does not take replies',
  imageNotFound: 'Upload the image first',
  imageMissing: 'Attach the image in the field "file"',
  imageTooLarge: 'The image must be at most 2 MB',
  imageUnsupported: 'The image must be a JPEG, PNG or WebP image',
  membersNotFound: 'Some members were not found: {ids}',
} as const;

/**
 * English wording of the memos the platform writes; the web words them in the member's language from
 * the same template and params.
 */
export const PLATFORM_MEMO_TEXT: Record<MemoTemplate, { title: string; body: string }> = {
  deposit_credited: {
    title: 'Deposit credited',
    body: 'Your deposit of {amount} (reference {reference}) has been credited to your wallet.',
  },
  deposit_refused: {
    title: 'Deposit refused',
    body: 'Your deposit of {amount} (reference {reference}) was not credited. Reason: {reason}',
  },
  withdrawal_approved: {
    title: 'Withdrawal approved',
    body: 'Your withdrawal of {amount} (reference {reference}) has been approved and paid out.',
  },
  withdrawal_refused: {
    title: 'Withdrawal refused',
    body: 'Your withdrawal of {amount} (reference {reference}) was refused and the amount returned to your wallet. Reason: {reason}',
  },
  promotion_received: {
    title: 'Promotion bonus received',
    body: 'A promotion bonus of {amount} is in your bonus balance. It moves to your wallet once the turnover target is met.',
  },
  promotion_completed: {
    title: 'Promotion completed',
    body: 'You met the turnover target: your promotion bonus of {amount} has moved to your wallet.',
  },
  promotion_expired: {
    title: 'Promotion expired',
    body: 'Your promotion ended before its turnover target was met, and its bonus of {amount} was withdrawn.',
  },
  cashback_paid: {
    title: 'Cashback paid',
    body: 'Cashback of {amount} for {day} is in your cashback balance. Transfer it to your wallet whenever you like.',
  },
  rebate_paid: {
    title: 'Rebate paid',
    body: 'A rebate of {amount} for {day} is in your rebate balance. Transfer it to your wallet whenever you like.',
  },
  money_received: {
    title: 'Money received',
    body: '{amount} from "{name}" is in your wallet.',
  },
  level_up: {
    title: 'New member level',
    body: 'You reached the level {level}. Your VIP bonus of {amount} is in your wallet.',
  },
  birthday_bonus: {
    title: 'Happy birthday',
    body: 'Happy birthday! Your birthday bonus of {amount} is in your wallet.',
  },
  quest_completed: {
    title: 'Quest completed',
    body: 'You completed the quest "{name}". Claim your reward on the quest page.',
  },
  quest_reward: {
    title: 'Quest reward received',
    body: 'Your reward of {amount} for the quest "{name}" has been paid.',
  },
  reward_approved: {
    title: 'Reward approved',
    body: 'Your redemption of "{name}" has been approved and is being prepared for shipping.',
  },
  reward_shipped: {
    title: 'Reward shipped',
    body: 'Your reward "{name}" is on its way. Tracking number: {reference}',
  },
  reward_rejected: {
    title: 'Reward rejected',
    body: 'Your redemption of "{name}" was rejected and its {amount} points have been returned to you.',
  },
  affiliate_paid: {
    title: 'Affiliate income paid',
    body: 'Affiliate income of {amount} for {day} is in your affiliate balance. Transfer it to your wallet whenever you like.',
  },
};

export const fillText = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? `{${key}}`);
