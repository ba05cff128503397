import type { SelectOption } from '@casino/ui-kit';
import { useState } from 'react';
import type { HistoryRange } from '../../api/history';
import { useCashboxText } from '../../text';

/** The values a history can be narrowed to: a contracts enum (its options, and parse for the chosen one). */
export interface FilterValues<V extends string> {
  options: readonly V[];
  parse: (value: unknown) => V;
}

/** A history's date range and page, and its one filter ('' for all), as the frame shows them. */
export interface HistoryFilters<V extends string = string> {
  range: HistoryRange;
  onRange: (range: HistoryRange) => void;
  value: V | '';
  label: string;
  options: readonly SelectOption[];
  onValue: (value: string) => void;
}

const firstPage = (): HistoryRange => ({ startDate: '', endDate: '', page: 1 });

/** Starts on page 1 with no dates and every value of the filter ('All' first). */
export function useHistoryFilters<V extends string>(
  label: string,
  values: FilterValues<V>,
  optionLabel: (value: V) => string,
): HistoryFilters<V> {
  const t = useCashboxText();
  const [range, setRange] = useState(firstPage);
  const [value, setValue] = useState<V | ''>('');
  return {
    range,
    onRange: setRange,
    value,
    label,
    options: [
      { value: '', label: t('history.all') },
      ...values.options.map((v) => ({ value: v, label: optionLabel(v) })),
    ],
    onValue: (chosen) => setValue(chosen === '' ? '' : values.parse(chosen)),
  };
}
