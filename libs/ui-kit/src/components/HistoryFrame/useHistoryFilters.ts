import { useState } from 'react';
import type { SelectOption } from '../Select/Select';

/**
 * What a member history filters by: an inclusive range of days (YYYY-MM-DD, empty for open; the app
 * decides whose days) and a 1-based page.
 */
export interface HistoryRange {
  startDate: string;
  endDate: string;
  page: number;
}

/** The values a history can be narrowed to, e.g. a zod enum: its options, and `parse` for the chosen one. */
export interface HistoryFilterValues<V extends string> {
  options: readonly V[];
  parse: (value: unknown) => V;
}

/** A history's date range and page, and its one filter ('' for all), as `HistoryFrame` shows them. */
export interface HistoryFilters<V extends string = string> {
  range: HistoryRange;
  onRange: (range: HistoryRange) => void;
  value: V | '';
  /** The filter select's label, e.g. "Status". */
  label: string;
  options: readonly SelectOption[];
  onValue: (value: string) => void;
}

export interface HistoryFiltersOptions<V extends string> {
  /** The filter select's label, e.g. "Status". */
  label: string;
  /** The first option, which narrows nothing, e.g. "All". */
  allLabel: string;
  values: HistoryFilterValues<V>;
  optionLabel: (value: V) => string;
}

const firstPage = (): HistoryRange => ({ startDate: '', endDate: '', page: 1 });

/** Starts on page 1 with no dates and every value of the filter (`allLabel` first). */
export function useHistoryFilters<V extends string>({
  label,
  allLabel,
  values,
  optionLabel,
}: HistoryFiltersOptions<V>): HistoryFilters<V> {
  const [range, setRange] = useState(firstPage);
  const [value, setValue] = useState<V | ''>('');
  return {
    range,
    onRange: setRange,
    value,
    label,
    options: [
      { value: '', label: allLabel },
      ...values.options.map((v) => ({ value: v, label: optionLabel(v) })),
    ],
    onValue: (chosen) => setValue(chosen === '' ? '' : values.parse(chosen)),
  };
}
