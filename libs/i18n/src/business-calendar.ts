import { useMemo } from 'react';
import { businessDayInstants, businessDayOf } from '@casino/contracts';
import type { BusinessDay, BusinessDays } from '@casino/contracts';
import { useBusinessTimeZone } from './business-time-zone';

// Apart from the provider (business-time-zone.tsx), which every page is under: these need contracts'
// calendar, which only the pages with histories and countdowns load.

export interface BusinessCalendar {
  timeZone: string;
  /** Today's business day (read when called, so a page left open past midnight moves on). */
  today: () => BusinessDay;
  /** The exact instants a history filter sends for the days picked (see `businessDayInstants`). */
  instants: (days: BusinessDays) => { start?: string; end?: string };
}

/** Business days in the brand's time zone, as pages pick and send them. */
export function useBusinessCalendar(): BusinessCalendar {
  const timeZone = useBusinessTimeZone();
  return useMemo(
    () => ({
      timeZone,
      today: () => businessDayOf(new Date(), timeZone),
      instants: (days) => businessDayInstants(days, timeZone),
    }),
    [timeZone],
  );
}

/** Business days a member picked for a history: YYYY-MM-DD in the brand's time zone, empty for open. */
export interface PickedDays {
  startDate: string;
  endDate: string;
}

/**
 * The days picked as a history's API takes them: the exact instants `[start_date, end_date)` in the
 * brand's time zone, absent when open. A range picked backwards (date inputs' min and max keep it from
 * happening) is read as its first day.
 */
export function useHistoryRangeQuery({ startDate, endDate }: PickedDays): {
  start_date?: string;
  end_date?: string;
} {
  const { start, end } = useBusinessCalendar().instants({
    first: startDate || undefined,
    last: endDate && startDate && endDate < startDate ? startDate : endDate || undefined,
  });
  return { ...(start ? { start_date: start } : {}), ...(end ? { end_date: end } : {}) };
}
