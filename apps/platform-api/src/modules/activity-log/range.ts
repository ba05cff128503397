/** A history's date range as SQL conditions; a bare end date includes that whole day (UTC). */
export function dateRange(
  column: string,
  range: { start_date?: string | undefined; end_date?: string | undefined },
  params: unknown[],
): string[] {
  const conditions: string[] = [];
  if (range.start_date) {
    params.push(range.start_date);
    conditions.push(`${column} >= $${params.length}::timestamptz`);
  }
  if (range.end_date) {
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(range.end_date);
    params.push(range.end_date);
    conditions.push(
      dateOnly
        ? `${column} < ($${params.length}::date + 1)::timestamptz`
        : `${column} <= $${params.length}::timestamptz`,
    );
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
