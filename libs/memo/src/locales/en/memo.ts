/** English source of the `memo` namespace; the other languages are JSON files with the same keys. */
export const memo = {
  title: 'Personal messages',
  tabs: { label: 'Inbox and sent', inbox: 'Inbox', sent: 'Sent' },
  loading: 'Loading messages…',
  empty: { inbox: 'No messages yet', sent: 'You have not written any messages' },
  write: 'Write a message',
  unread: 'Unread',
  unreadCount: 'Unread messages: {{count}}',
  countOverflow: '99+',
  back: 'Back to messages',
  from: { member: 'You', staff: 'Support', platform: 'System' },
  sentAt: 'Sent {{date}}',
  repliesClosed: 'This message does not take replies.',
  reply: { label: 'Your reply', submit: 'Send reply', sent: 'Reply sent' },
  form: {
    title: 'Write a message',
    category: 'Topic',
    categoryPlaceholder: 'Choose a topic',
    subject: 'Subject',
    text: 'Message',
    submit: 'Send message',
    sent: 'Message sent',
  },
  image: {
    attach: 'Attach an image',
    hint: 'JPEG, PNG or WebP, at most 2 MB',
    preview: 'Image to send',
    remove: 'Remove image',
    attached: 'Attached image',
    uploading: 'Uploading the image…',
    errors: {
      type: 'Choose a JPEG, PNG or WebP image',
      size: 'The image must be at most 2 MB',
      upload: 'The image could not be uploaded, please try again',
    },
  },
  pages: { label: 'Message pages', previous: 'Previous', next: 'Next', page: 'Page {{page}}' },
  category: {
    Affiliate: 'Affiliate',
    'Auto Message': 'Automatic message',
    Cashback: 'Cashback',
    Deposit: 'Deposit',
    Member: 'Member',
    Payment: 'Payment',
    Point: 'Points',
    Promotion: 'Promotion',
    Rebate: 'Rebate',
    Redeem: 'Redeem',
    Withdraw: 'Withdrawal',
  },
  template: {
    deposit_credited: {
      title: 'Deposit credited',
      body: 'Your deposit of {{amount}} (reference {{reference}}) has been credited to your wallet.',
    },
    deposit_refused: {
      title: 'Deposit refused',
      body: 'Your deposit of {{amount}} (reference {{reference}}) was not credited. Reason: {{reason}}',
    },
    withdrawal_approved: {
      title: 'Withdrawal approved',
      body: 'Your withdrawal of {{amount}} (reference {{reference}}) has been approved and paid out.',
    },
    withdrawal_refused: {
      title: 'Withdrawal refused',
      body: 'Your withdrawal of {{amount}} (reference {{reference}}) was refused and the amount returned to your wallet. Reason: {{reason}}',
    },
    promotion_received: {
      title: 'Promotion bonus received',
      body: 'A promotion bonus of {{amount}} is in your bonus balance. It moves to your wallet once the turnover target is met.',
    },
    promotion_completed: {
      title: 'Promotion completed',
      body: 'You met the turnover target: your promotion bonus of {{amount}} has moved to your wallet.',
    },
    promotion_expired: {
      title: 'Promotion expired',
      body: 'Your promotion ended before its turnover target was met, and its bonus of {{amount}} was withdrawn.',
    },
    cashback_paid: {
      title: 'Cashback paid',
      body: 'Cashback of {{amount}} for {{day}} is in your cashback balance. Transfer it to your wallet whenever you like.',
    },
    rebate_paid: {
      title: 'Rebate paid',
      body: 'A rebate of {{amount}} for {{day}} is in your rebate balance. Transfer it to your wallet whenever you like.',
    },
    money_received: {
      title: 'Money received',
      body: '{{amount}} from "{{name}}" is in your wallet.',
    },
    level_up: {
      title: 'New member level',
      body: 'You reached the level {{level}}. Your VIP bonus of {{amount}} is in your wallet.',
    },
    birthday_bonus: {
      title: 'Happy birthday',
      body: 'Happy birthday! Your birthday bonus of {{amount}} is in your wallet.',
    },
    quest_completed: {
      title: 'Quest completed',
      body: 'You completed the quest "{{name}}". Claim your reward on the quest page.',
    },
    quest_reward: {
      title: 'Quest reward received',
      body: 'Your reward of {{amount}} for the quest "{{name}}" has been paid.',
    },
    reward_approved: {
      title: 'Reward approved',
      body: 'Your redemption of "{{name}}" has been approved and is being prepared for shipping.',
    },
    reward_shipped: {
      title: 'Reward shipped',
      body: 'Your reward "{{name}}" is on its way. Tracking number: {{reference}}',
    },
    reward_rejected: {
      title: 'Reward rejected',
      body: 'Your redemption of "{{name}}" was rejected and its {{amount}} points have been returned to you.',
    },
    affiliate_paid: {
      title: 'Affiliate income paid',
      body: 'Your referral income of {{amount}} for {{day}} is in your affiliate balance. Transfer it to your wallet whenever you like.',
    },
  },
  popup: {
    title: 'You have a new message',
    next: 'Next',
    close: 'Close',
    open: 'Open message',
    position: '{{current}} of {{total}}',
  },
} as const;
