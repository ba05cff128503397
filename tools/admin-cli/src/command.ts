import { readFileSync } from 'node:fs';
import type { AdminEndpoint } from '@casino/contracts';
import type { z } from 'zod';

export class UsageError extends Error {
  override name = 'UsageError';
}

/** What a command sends: path parameters, query and body of one staff endpoint. */
export interface CallRequest {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
}

/** One staff call, its answer checked against the endpoint's response schema. */
export type Call = <E extends AdminEndpoint>(
  endpoint: E,
  request: CallRequest,
) => Promise<z.output<E['response']>>;

/** A parsed command line: what to call, and how to print the answer when --json is not given. */
export interface Command {
  run(call: Call): Promise<unknown>;
  format(result: unknown): string;
}

/** Options every resource may read; a resource lists the ones it takes in `options`. */
export interface OptionValues {
  status?: string;
  limit?: string;
  reason?: string;
  day?: string;
  [name: string]: string | boolean | undefined;
}

/**
 * One resource of the CLI (`withdrawals`, `settings`, `jobs`...): its usage lines and the parser of its
 * actions. A domain adds a file under commands/ and one entry in commands/index.ts.
 */
export interface Resource {
  name: string;
  /** Lines of the usage text, each starting with the resource's name. */
  usage: readonly string[];
  /** String options it reads besides --json and --help (e.g. `reason`, `status`). */
  options?: readonly string[];
  /** `args` are the words after the resource's name; throws UsageError when they make no command. */
  parse(args: readonly string[], options: OptionValues): Command;
}

export function positiveId(value: string | undefined): number {
  if (!value || !/^[1-9]\d*$/.test(value))
    throw new UsageError(`Expected a positive numeric id, got ${value ?? 'nothing'}`);
  return Number(value);
}

export function noMoreArguments(extra: readonly string[]): void {
  if (extra.length > 0) throw new UsageError(`Unexpected arguments: ${extra.join(' ')}`);
}

/** `--reason` trimmed, or undefined when absent or blank. */
export const reasonOf = (options: OptionValues) => options.reason?.trim() || undefined;

/** A JSON file checked against an admin contract's body before sending; `what` names it in errors. */
export function jsonFileBody<S extends z.ZodType>(
  path: string | undefined,
  schema: S,
  what: string,
): z.infer<S> {
  if (!path) throw new UsageError(`--file PATH is required (${what} as JSON, see --help)`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, 'utf8'));
  } catch (error) {
    throw new UsageError(`Cannot read ${path}: ${(error as Error).message}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issues = parsed.error.issues.map(
      (issue) => `${issue.path.join('.') || '(file)'}: ${issue.message}`,
    );
    throw new UsageError(`${path} is not ${what}:\n${issues.join('\n')}`);
  }
  return parsed.data;
}
