import { useHistoryFilters } from '@casino/ui-kit';
import type { HistoryFilterValues } from '@casino/ui-kit';
import type { HistoryOrder } from '../api/income';
import { useAffiliateText } from '../text';

/**
 * The servers filter these histories by days only, so the frame's select orders instead of narrowing:
 * newest first (its first option) or oldest first.
 */
const ORDER_VALUES: HistoryFilterValues<'oldest'> = { options: ['oldest'], parse: () => 'oldest' };

/** A history's days, page and order, as `HistoryFrame` shows them. */
export function useOrderedHistoryFilters() {
  const t = useAffiliateText();
  const filters = useHistoryFilters({
    label: t('history.order'),
    allLabel: t('history.newest'),
    values: ORDER_VALUES,
    optionLabel: () => t('history.oldest'),
  });
  return { filters, order: filters.value satisfies HistoryOrder };
}
