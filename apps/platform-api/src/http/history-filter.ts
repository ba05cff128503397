/** A history's instants as the contracts send them: `start_date` inclusive, `end_date` exclusive. */
export interface InstantRange {
  start_date?: string | undefined;
  end_date?: string | undefined;
}

/**
 * A history's date range as SQL conditions on `column`: `[start_date, end_date)`. Both are exact instants
 * (the contracts refuse a bare day), so the business day a member picked is the one they get, whatever
 * zone this server or database runs in.
 */
export function dateRange(column: string, range: InstantRange, params: unknown[]): string[] {
  const conditions: string[] = [];
  if (range.start_date) {
    params.push(range.start_date);
    conditions.push(`${column} >= $${params.length}::timestamptz`);
  }
  if (range.end_date) {
    params.push(range.end_date);
    conditions.push(`${column} < $${params.length}::timestamptz`);
  }
  return conditions;
}

export const whereOf = (conditions: string[]) =>
  conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';

/**
 * ORDER BY from a contract `$sort` over allowed fields (column per field), newest first by default. Rows
 * written in the same instant share a timestamp, so the tiebreak (insertion order) runs in the direction
 * of the first sort key: oldest-first stays oldest-first.
 */
export function orderOf(
  sort: Record<string, 1 | -1 | undefined> | undefined,
  columns: Record<string, string>,
  tiebreak: string,
) {
  const keys = Object.entries(sort ?? {}).flatMap(([field, dir]) => {
    const column = columns[field];
    return column && dir ? [{ column, direction: dir === 1 ? 'ASC' : 'DESC' }] : [];
  });
  if (keys.length === 0) keys.push({ column: columns['createdAt'] ?? tiebreak, direction: 'DESC' });
  const parts = [...keys, { column: tiebreak, direction: keys[0]?.direction ?? 'DESC' }];
  return `ORDER BY ${parts.map((part) => `${part.column} ${part.direction}`).join(', ')}`;
}
