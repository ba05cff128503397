export type PageItem = number | 'gap';

/**
 * Page numbers to show: always the first and last, `siblings` either side of the current page, and a
 * gap marker where pages are skipped. A gap never hides a single page (that page is shown instead).
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const current = Math.min(Math.max(1, page), pageCount);
  // first + last + current + siblings + two gaps
  if (pageCount <= 5 + siblings * 2) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(2, current - siblings);
  const end = Math.min(pageCount - 1, current + siblings);
  const items: PageItem[] = [1];
  if (start === 3) items.push(2);
  else if (start > 3) items.push('gap');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end === pageCount - 2) items.push(pageCount - 1);
  else if (end < pageCount - 2) items.push('gap');
  items.push(pageCount);
  return items;
}
