import { useHistoryFilters as useSharedHistoryFilters } from '@casino/ui-kit';
import type { HistoryFilters, HistoryFilterValues } from '@casino/ui-kit';
import { useCashboxText } from '../../text';

/** ui-kit's `useHistoryFilters` with the cashbox's "All" first: page 1, no dates, every value. */
export function useHistoryFilters<V extends string>(
  label: string,
  values: HistoryFilterValues<V>,
  optionLabel: (value: V) => string,
): HistoryFilters<V> {
  const t = useCashboxText();
  return useSharedHistoryFilters({ label, allLabel: t('history.all'), values, optionLabel });
}
