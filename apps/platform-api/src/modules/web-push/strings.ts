/** English texts of the Web Push refusals; the web localizes by reason. */
export const WEB_PUSH_MESSAGES = {
  subscriptionNotFound: 'Push subscription not found',
  memberNotFound: 'Member not found',
  endpointRefused: 'This push service is not accepted',
} as const;
