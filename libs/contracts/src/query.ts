import { z } from './zod-config';

/** Feathers-style paging: `$limit` and `$skip` arrive as strings in a query string. */
export const DEFAULT_LIMIT = 20;
export const MAX_LIMIT = 200;

const sortDirection = z
  .union([z.literal('1'), z.literal('-1'), z.literal(1), z.literal(-1)])
  .transform((v) => (Number(v) === 1 ? 1 : -1) as 1 | -1);

/** A 0/1 or true/false flag as it arrives in a query string. */
export const queryFlag = z
  .union([z.enum(['0', '1', 'true', 'false']), z.boolean(), z.literal(0), z.literal(1)])
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

/** A positive integer id as it arrives in a query string or path. */
export const queryId = z.coerce.number().int().positive();

/**
 * A strict list query for `find`: paging, sorting on the named fields only, and the given filters.
 * Unknown keys are refused so that a typo is an error naming the field, not a silent full list.
 */
export function listQuery<const F extends readonly [string, ...string[]], S extends z.ZodRawShape>(
  sortable: F,
  filters: S,
) {
  return z.strictObject({
    $limit: z.coerce.number().int().min(0).max(MAX_LIMIT).optional(),
    $skip: z.coerce.number().int().min(0).optional(),
    $sort: z.partialRecord(z.enum(sortable), sortDirection).optional(),
    ...filters,
  });
}

/** The answer of every `find`. */
export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    total: z.number().int().min(0),
    limit: z.number().int().min(0),
    skip: z.number().int().min(0),
    data: z.array(item),
  });
}

export type Paginated<T> = { total: number; limit: number; skip: number; data: T[] };

/** Query of the singleton config services: no parameters at all. */
export const noQuery = z.strictObject({});
