import * as webPushApi from '@casino/contracts/web-push';
import type { AdminPushKey, AdminPushTestResult } from '@casino/contracts/web-push';
import type { OptionValues, Resource } from '../command';
import { noMoreArguments, reasonOf, UsageError } from '../command';

const text = (options: OptionValues, name: string): string | undefined => {
  const value = options[name];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
};

function formatTest(result: unknown): string {
  const { username, subscriptions, sent, failed, removed, failures } = result as AdminPushTestResult;
  if (subscriptions === 0) return `${username} has no subscribed browser: nothing sent`;
  const head = `${username}: ${sent} sent, ${failed} failed, ${removed} removed (of ${subscriptions} subscription${
    subscriptions === 1 ? '' : 's'
  })`;
  return [
    head,
    ...failures.map(
      (failure) =>
        `  #${failure.subscription_id}  ${failure.error}${failure.removed ? '  (gone: removed)' : ''}`,
    ),
  ].join('\n');
}

/** Web Push: the VAPID public key, and a test push to every browser of one member. */
export const push: Resource = {
  name: 'push',
  usage: [
    'push keys                                           the VAPID public key browsers subscribe with',
    'push test --member <username> [--title ..] [--body ..] [--url /path] [--reason ...]',
    "                                                    a push to each of the member's subscribed browsers",
  ],
  options: ['member', 'title', 'body', 'url', 'reason'],
  parse([action, ...extra], options) {
    noMoreArguments(extra);
    if (action === 'keys') {
      return {
        run: (call) => call(webPushApi.adminPushKey, {}),
        format: (result) => {
          const key = result as AdminPushKey;
          return `${key.public_key}\n(contact ${key.subject}, made ${key.created_at})`;
        },
      };
    }
    if (action === 'test') {
      const username = text(options, 'member');
      if (!username) throw new UsageError('--member <username> is required');
      const url = text(options, 'url');
      const reason = reasonOf(options);
      const body = {
        username,
        title: text(options, 'title') ?? 'Test notification',
        body: text(options, 'body') ?? 'Push notifications reach this browser.',
        ...(url ? { url } : {}),
        ...(reason ? { reason } : {}),
      };
      const checked = webPushApi.AdminPushTestBody.safeParse(body);
      if (!checked.success) {
        throw new UsageError(
          checked.error.issues
            .map(
              (issue) =>
                `--${issue.path[0] === 'username' ? 'member' : issue.path.join('.')}: ${issue.message}`,
            )
            .join('; '),
        );
      }
      return { run: (call) => call(webPushApi.adminPushTest, { body }), format: formatTest };
    }
    throw new UsageError(`Unknown command for push: ${action ?? '(none)'}`);
  },
};
