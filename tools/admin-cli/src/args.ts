import { parseArgs } from 'node:util';

export type Resource = 'withdrawals' | 'deposits';

export type Command =
  | { kind: 'help' }
  | { kind: 'list'; resource: Resource; status: 'pending' | 'success' | 'fail'; limit: number; json: boolean }
  | { kind: 'approve'; resource: Resource; id: number; reason: string | undefined; json: boolean }
  | { kind: 'refuse'; resource: Resource; id: number; reason: string; json: boolean };

export class UsageError extends Error {
  override name = 'UsageError';
}

export const USAGE = `Usage: admin-cli <withdrawals|deposits> <command> [options]

  withdrawals list [--status pending|success|fail] [--limit N]
  withdrawals approve <id> [--reason TEXT]
  withdrawals refuse <id> --reason TEXT
  deposits list [--status pending|success|fail] [--limit N]
  deposits approve <id> [--reason TEXT]
  deposits reject <id> --reason TEXT

Options: --json prints the API's answer as JSON.
Environment: API_URL (default http://localhost:3000), ADMIN_USERNAME, ADMIN_PASSWORD.`;

const STATUSES = ['pending', 'success', 'fail'] as const;

function idOf(value: string | undefined): number {
  if (!value || !/^[1-9]\d*$/.test(value))
    throw new UsageError(`Expected a positive numeric id, got ${value ?? 'nothing'}`);
  return Number(value);
}

/** Turns argv (without node and the script) into a command, or throws UsageError with the reason. */
export function parseCommand(argv: string[]): Command {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      status: { type: 'string' },
      limit: { type: 'string' },
      reason: { type: 'string' },
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length === 0) return { kind: 'help' };
  const [resource, action, id, ...extra] = positionals;
  if (resource !== 'withdrawals' && resource !== 'deposits')
    throw new UsageError(`Unknown resource: ${resource}`);
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}`);
  const json = values.json ?? false;
  const reason = values.reason?.trim() || undefined;

  if (action === 'list') {
    if (id !== undefined) throw new UsageError('list takes no id');
    const status = values.status ?? 'pending';
    if (!(STATUSES as readonly string[]).includes(status)) throw new UsageError(`Unknown status: ${status}`);
    const limit = values.limit === undefined ? 50 : Number(values.limit);
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) throw new UsageError('--limit must be 1-200');
    return { kind: 'list', resource, status: status as (typeof STATUSES)[number], limit, json };
  }
  if (action === 'approve') return { kind: 'approve', resource, id: idOf(id), reason, json };
  const refusal = resource === 'withdrawals' ? 'refuse' : 'reject';
  if (action === refusal) {
    if (!reason) throw new UsageError(`${action} needs --reason`);
    return { kind: 'refuse', resource, id: idOf(id), reason, json };
  }
  throw new UsageError(`Unknown command for ${resource}: ${action ?? '(none)'}`);
}
