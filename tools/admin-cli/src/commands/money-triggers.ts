import { randomUUID } from 'node:crypto';
import { AdminMoneyTriggerBody, moneyTriggerApi } from '@casino/contracts/promotions';
import type { AdminMoneyTrigger } from '@casino/contracts/promotions';
import type { Resource } from '../command';
import { noMoreArguments, positiveId, UsageError } from '../command';

const formatTrigger = (t: AdminMoneyTrigger) =>
  `#${t.id}  ${t.event.padEnd(7)}  ${t.amount.padStart(10)}  ${
    t.min_deposit === null ? ''.padEnd(16) : `from ${t.min_deposit}`.padEnd(16)
  }  ${t.repeat.padEnd(5)}  ${t.listed_members === null ? 'everyone' : `${t.listed_members} members`}  paid ${
    t.received
  }  until ${t.ends_at}  ${t.name}`;

interface GrantResult {
  id: number;
  user_id: number;
  amount: string;
  name: string;
  created: boolean;
}

/**
 * Staff's money triggers: money paid into members' wallets on a deposit that reaches a minimum, or by
 * hand (grant). Limited to the members named with --members, or everyone of the currency.
 */
export const moneyTriggers: Resource = {
  name: 'money-triggers',
  usage: [
    'money-triggers list                                 every trigger with how often it paid',
    'money-triggers create --event deposit|manual --name TEXT --currency THB --amount 20.00 --ends ISO',
    '               [--min-deposit 100.00] [--repeat once|daily|every] [--members u1,u2] [--starts ISO]',
    'money-triggers grant <id> --member USERNAME [--key KEY]   pay a manual trigger once per key',
  ],
  options: [
    'event',
    'name',
    'currency',
    'amount',
    'ends',
    'min-deposit',
    'repeat',
    'members',
    'starts',
    'member',
    'key',
  ],
  parse([action, id, ...extra], options) {
    noMoreArguments(extra);
    const text = (name: string) => (typeof options[name] === 'string' ? options[name] : undefined);
    if (action === 'list') {
      if (id !== undefined) throw new UsageError('list takes no id');
      return {
        run: (call) => call(moneyTriggerApi.adminMoneyTriggerList, {}),
        format: (result) => {
          const { data } = result as { data: AdminMoneyTrigger[] };
          return data.length === 0 ? 'No money triggers.' : data.map(formatTrigger).join('\n');
        },
      };
    }
    if (action === 'create') {
      if (id !== undefined) throw new UsageError('create takes no id');
      const members = text('members');
      const parsed = AdminMoneyTriggerBody.safeParse({
        event: text('event'),
        name: text('name'),
        currency_code: text('currency'),
        amount: text('amount'),
        ends_at: text('ends'),
        ...(text('min-deposit') === undefined ? {} : { min_deposit: text('min-deposit') }),
        ...(text('repeat') === undefined ? {} : { repeat: text('repeat') }),
        ...(text('starts') === undefined ? {} : { starts_at: text('starts') }),
        ...(members === undefined ? {} : { usernames: members.split(',').filter(Boolean) }),
      });
      if (!parsed.success) {
        const issues = parsed.error.issues.map(
          (issue) => `--${String(issue.path[0] ?? '')}: ${issue.message}`,
        );
        throw new UsageError(`Cannot create the money trigger:\n${issues.join('\n')}`);
      }
      return {
        run: (call) => call(moneyTriggerApi.adminMoneyTriggerCreate, { body: parsed.data }),
        format: (result) => formatTrigger(result as AdminMoneyTrigger),
      };
    }
    if (action === 'grant') {
      const trigger = positiveId(id);
      const username = text('member');
      if (!username) throw new UsageError('grant needs --member USERNAME');
      // Pass the same --key again to retry safely: the member is paid once per key.
      const key = text('key') ?? randomUUID();
      return {
        run: (call) =>
          call(moneyTriggerApi.adminMoneyTriggerGrant, {
            params: { id: trigger },
            body: { username, idempotency_key: key },
          }),
        format: (result) => {
          const paid = result as GrantResult;
          const outcome = paid.created ? 'Paid' : 'Already paid with this key';
          return `${outcome}: ${paid.amount} from "${paid.name}" to member ${paid.user_id} (receipt #${paid.id}, key ${key})`;
        },
      };
    }
    throw new UsageError(`Unknown command for money-triggers: ${action ?? '(none)'}`);
  },
};
