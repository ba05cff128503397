import type { AdminEndpoint } from '@casino/contracts';
import type { Command, OptionValues, Resource } from '../command';
import { noMoreArguments, positiveId, reasonOf, UsageError } from '../command';

const STATUSES = ['pending', 'success', 'fail'] as const;

/** One record as the CLI prints it: id, reference, status, amount, member, and a reason when refused. */
interface Row {
  id: number;
  reference: string;
  status: string;
  username: string;
  amount?: string;
  deposit_amount?: string;
  fail_reason: string | null;
  createdAt: string;
}

export function formatRow(row: Row): string {
  const amount = row.amount ?? row.deposit_amount ?? '';
  const reason = row.fail_reason ? `  (${row.fail_reason})` : '';
  return `#${row.id}  ${row.reference}  ${row.status.padEnd(7)}  ${amount.padStart(12)}  ${row.username}  ${row.createdAt}${reason}`;
}

function formatList(result: unknown): string {
  const { data, total } = result as { data: Row[]; total: number };
  if (data.length === 0) return 'Nothing found.';
  return [...data.map(formatRow), `${data.length} of ${total}`].join('\n');
}

const formatOne = (result: unknown) => formatRow(result as Row);

/**
 * A queue staff decide on (withdrawals, deposits): list by status, approve with an optional reason, and
 * refuse (or reject) with a required one.
 */
export function decisionResource(config: {
  name: string;
  refusal: 'refuse' | 'reject';
  list: AdminEndpoint;
  approve: AdminEndpoint;
  refuse: AdminEndpoint;
}): Resource {
  const { name, refusal } = config;
  return {
    name,
    usage: [
      `${name} list [--status pending|success|fail] [--limit N]`,
      `${name} approve <id> [--reason TEXT]`,
      `${name} ${refusal} <id> --reason TEXT`,
    ],
    options: ['status', 'limit', 'reason'],
    parse([action, id, ...extra], options: OptionValues): Command {
      noMoreArguments(extra);
      if (action === 'list') {
        if (id !== undefined) throw new UsageError('list takes no id');
        const status = options.status ?? 'pending';
        if (!(STATUSES as readonly string[]).includes(status))
          throw new UsageError(`Unknown status: ${status}`);
        const limit = options.limit === undefined ? 50 : Number(options.limit);
        if (!Number.isInteger(limit) || limit < 1 || limit > 200)
          throw new UsageError('--limit must be 1-200');
        return {
          run: (call) => call(config.list, { query: { status, $limit: limit } }),
          format: formatList,
        };
      }
      const reason = reasonOf(options);
      if (action === 'approve') {
        const params = { id: positiveId(id) };
        return {
          run: (call) => call(config.approve, { params, body: reason ? { reason } : {} }),
          format: formatOne,
        };
      }
      if (action === refusal) {
        const params = { id: positiveId(id) };
        if (!reason) throw new UsageError(`${action} needs --reason`);
        return { run: (call) => call(config.refuse, { params, body: { reason } }), format: formatOne };
      }
      throw new UsageError(`Unknown command for ${name}: ${action ?? '(none)'}`);
    },
  };
}
