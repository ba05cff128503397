import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { businessDayInstants, businessDayOf } from '@casino/contracts';
import type { BusinessDay, BusinessDays } from '@casino/contracts';
import { displayCode, type LanguageCode } from './languages';

const BusinessTimeZoneContext = createContext<string | null>(null);

/**
 * The brand's business time zone (`BrandConfig.time_zone`) for every page below: the shell provides it
 * from the brand it was built for, and history filters, countdowns and "today" read it from here.
 */
export function BusinessTimeZoneProvider({ timeZone, children }: { timeZone: string; children: ReactNode }) {
  return <BusinessTimeZoneContext.Provider value={timeZone}>{children}</BusinessTimeZoneContext.Provider>;
}

/** The brand's business time zone; without a provider this throws, as any guess would be a wrong day. */
export function useBusinessTimeZone(): string {
  const timeZone = useContext(BusinessTimeZoneContext);
  if (!timeZone) throw new Error('useBusinessTimeZone needs a BusinessTimeZoneProvider above it');
  return timeZone;
}

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

/** The zone's name in the language with its offset now, e.g. `Indochina Time (GMT+7)`. */
export function formatTimeZoneName(timeZone: string, lang: LanguageCode, at: Date = new Date()): string {
  const part = (style: 'longGeneric' | 'shortOffset') =>
    new Intl.DateTimeFormat(displayCode(lang), { timeZone, timeZoneName: style })
      .formatToParts(at)
      .find((p) => p.type === 'timeZoneName')?.value ?? timeZone;
  return `${part('longGeneric')} (${part('shortOffset')})`;
}

/** The sentence under a history's date filter naming the zone its days are counted in. */
export function useBusinessDaysNote(): string {
  const { t, i18n } = useTranslation('common');
  const timeZone = useBusinessTimeZone();
  return t('dates.businessDays', { zone: formatTimeZoneName(timeZone, i18n.language as LanguageCode) });
}
