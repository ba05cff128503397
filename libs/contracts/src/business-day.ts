import { z } from './zod-config';

/**
 * Business days: calendar days in the brand's time zone (`BrandConfig.time_zone`), whatever zone the
 * member's device or the server runs in. History filters, daily jobs (cashback, rebate, affiliate) and
 * countdowns all turn days into instants, and instants into days, through these functions only.
 *
 * A day is the half-open range of instants `[start, end)`: `end` is the next day's start, so a row at
 * 23:59:59.999 belongs to the day and a row at 00:00 to the next one. Days are not always 24 hours long
 * (23 or 25 across a DST change); a day whose midnight is skipped by a DST change starts at the change.
 */

/** A calendar day, `YYYY-MM-DD`. */
export const BusinessDay = z.iso.date();
export type BusinessDay = z.infer<typeof BusinessDay>;

/** An inclusive range of business days; either end may be open. */
export interface BusinessDays {
  first?: BusinessDay | undefined;
  last?: BusinessDay | undefined;
}

const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (building one is slow); a zone Intl does not know throws a RangeError here. */
function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

/** The wall clock of `timeZone` at `instant`, written as if it were UTC (milliseconds kept). */
function wallClock(instant: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const part of wallClockFormat(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const { year = 0, month = 1, day = 1, hour = 0, minute = 0, second = 0 } = parts;
  const millis = ((instant % 1000) + 1000) % 1000;
  return Date.UTC(year, month - 1, day, hour, minute, second, millis);
}

function dayNumber(day: BusinessDay): number {
  if (!BusinessDay.safeParse(day).success) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const utc = Date.UTC(year, month - 1, date);
  // Date.UTC rolls 2026-02-30 over to March; a day that does not exist is refused instead.
  if (new Date(utc).toISOString().slice(0, 10) !== day) throw new RangeError(`No such day: ${day}`);
  return utc;
}

const asDay = (wallMillis: number): BusinessDay => new Date(wallMillis).toISOString().slice(0, 10);

/** The business day `instant` falls on in `timeZone`. */
export function businessDayOf(instant: Date | number, timeZone: string): BusinessDay {
  const at = typeof instant === 'number' ? instant : instant.getTime();
  if (!Number.isFinite(at)) throw new RangeError('Not an instant');
  return asDay(wallClock(at, timeZone));
}

/** The calendar day `days` after (or before, when negative) `day`; no time zone is involved. */
export function addDays(day: BusinessDay, days: number): BusinessDay {
  return asDay(dayNumber(day) + days * DAY_MS);
}

/** The first instant of `day` in `timeZone`: its midnight, or the DST change that skips its midnight. */
export function businessDayStart(day: BusinessDay, timeZone: string): Date {
  const midnight = dayNumber(day);
  // Every offset the zone uses around that day; the midnight is one of them minus the wall clock.
  const offsets = new Set(
    [-DAY_MS, 0, DAY_MS].map((shift) => wallClock(midnight + shift, timeZone) - (midnight + shift)),
  );
  const exact = [...offsets]
    .map((offset) => midnight - offset)
    .filter((instant) => wallClock(instant, timeZone) === midnight);
  // A midnight that happens twice (clocks set back past it) starts the day at its first occurrence.
  if (exact.length > 0) return new Date(Math.min(...exact));
  // The midnight was skipped: the day begins at the change, the first instant whose wall date is `day`.
  let before = midnight - Math.max(...offsets);
  let after = midnight - Math.min(...offsets);
  while (after - before > 1) {
    const middle = Math.floor((before + after) / 2);
    if (wallClock(middle, timeZone) >= midnight) after = middle;
    else before = middle;
  }
  return new Date(after);
}

/** The instants `[start, end)` of the inclusive days `first` to `last` (the same day for a single day). */
export function businessDayRange(
  first: BusinessDay,
  last: BusinessDay,
  timeZone: string,
): { start: Date; end: Date } {
  if (last < first) throw new RangeError(`The range ends (${last}) before it starts (${first})`);
  return { start: businessDayStart(first, timeZone), end: businessDayStart(addDays(last, 1), timeZone) };
}

/**
 * A history filter's instants as ISO strings: the start of `first` and the start of the day after `last`,
 * each left out when that end of the range is open. This is what every history endpoint takes.
 */
export function businessDayInstants(
  { first, last }: BusinessDays,
  timeZone: string,
): { start?: string; end?: string } {
  if (first && last && last < first) {
    throw new RangeError(`The range ends (${last}) before it starts (${first})`);
  }
  return {
    ...(first ? { start: businessDayStart(first, timeZone).toISOString() } : {}),
    ...(last ? { end: businessDayStart(addDays(last, 1), timeZone).toISOString() } : {}),
  };
}

/**
 * One end of a history's date filter: an exact instant, ISO 8601 with its offset (`Z` or `+07:00`). A bare
 * `YYYY-MM-DD` is refused: whose midnight it means would be a guess, and the guess was the bug.
 */
export const HistoryInstant = z.iso.datetime({ offset: true });

/**
 * The date filter of every member history (deposit, withdrawal, transfer, activity log, and the
 * promotion, cashback, rebate and quest histories to come): `start_date` inclusive, `end_date` exclusive,
 * as `businessDayInstants` writes them for the days a member picked.
 */
export const historyRangeFilters = {
  start_date: HistoryInstant.optional(),
  end_date: HistoryInstant.optional(),
};
