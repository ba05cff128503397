import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/** Spec 8: dates shown to members read DD/MM/YYYY HH:mm:ss in the browser's time zone. */
export const LOCAL_DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';

/** A UTC timestamp (ISO string, epoch milliseconds or Date) in local time. */
export function formatLocalDateTime(value: string | number | Date): string {
  const parsed = typeof value === 'string' ? dayjs.utc(value) : dayjs(value);
  if (!parsed.isValid()) throw new RangeError(`Not a date: ${String(value)}`);
  return parsed.local().format(LOCAL_DATE_TIME_FORMAT);
}

/**
 * UTC date placeholders inside server messages. Supported forms: ISO-8601 with `Z` or `+00:00`
 * (`2026-01-31T17:05:00Z`, fractions allowed), and `YYYY-MM-DD HH:mm:ss` followed by ` UTC`.
 */
const UTC_PLACEHOLDER =
  /\b(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.\d+)?(?:Z|\+00:?00|\s?UTC)(?![\w:])/g;

/** Replaces every UTC date placeholder in a message by its local `DD/MM/YYYY HH:mm:ss`. */
export function localizeUtcDates(message: string): string {
  return message.replace(UTC_PLACEHOLDER, (match, date: string, time: string) => {
    const parsed = dayjs.utc(`${date}T${time}Z`);
    return parsed.isValid() ? parsed.local().format(LOCAL_DATE_TIME_FORMAT) : match;
  });
}
