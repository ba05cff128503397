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

/** ORDER BY from a contract `$sort` over allowed fields (column per field), newest first by default. */
export function orderOf(
  sort: Record<string, 1 | -1 | undefined> | undefined,
  columns: Record<string, string>,
  tiebreak: string,
) {
  const parts = Object.entries(sort ?? {})
    .filter(([field, dir]) => columns[field] && dir)
    .map(([field, dir]) => `${columns[field]} ${dir === 1 ? 'ASC' : 'DESC'}`);
  return `ORDER BY ${[...parts, ...(parts.length ? [] : [`${columns['createdAt'] ?? tiebreak} DESC`]), `${tiebreak} DESC`].join(', ')}`;
}
