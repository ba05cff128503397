import { parseArgs } from 'node:util';
import type { Command, OptionValues, Resource } from './command';
import { UsageError } from './command';
import { RESOURCES } from './commands';

export { UsageError } from './command';

export type ParsedLine = { kind: 'help' } | { kind: 'run'; command: Command; json: boolean };

export function usageOf(resources: readonly Resource[] = RESOURCES): string {
  const names = resources.map((resource) => resource.name).join('|');
  const lines = resources.flatMap((resource) => resource.usage.map((line) => `  ${line}`));
  return [
    `Usage: admin-cli <${names}> <command> [options]`,
    '',
    ...lines,
    '',
    "Options: --json prints the API's answer as JSON.",
    'Environment: API_URL (default http://localhost:3000), ADMIN_USERNAME, ADMIN_PASSWORD.',
  ].join('\n');
}

export const USAGE = usageOf();

/** Turns argv (without node and the script) into a command, or throws UsageError with the reason. */
export function parseCommand(argv: string[], resources: readonly Resource[] = RESOURCES): ParsedLine {
  const stringOptions = [...new Set(resources.flatMap((resource) => resource.options ?? []))];
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    strict: true,
    options: {
      ...Object.fromEntries(stringOptions.map((name) => [name, { type: 'string' as const }])),
      json: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help || positionals.length === 0) return { kind: 'help' };
  const [name, ...args] = positionals;
  const resource = resources.find((candidate) => candidate.name === name);
  if (!resource) throw new UsageError(`Unknown resource: ${name}`);
  const given = Object.keys(values).filter((key) => key !== 'json' && key !== 'help');
  const foreign = given.filter((key) => !(resource.options ?? []).includes(key));
  if (foreign.length > 0) throw new UsageError(`${name} takes no --${foreign.join(', --')}`);
  return { kind: 'run', command: resource.parse(args, values as OptionValues), json: values.json === true };
}
