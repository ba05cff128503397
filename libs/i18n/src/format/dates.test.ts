import { describe, expect, it } from 'vitest';
import { formatLocalDateTime, localizeUtcDates } from './dates';

// vitest.config.ts pins TZ to Asia/Bangkok (UTC+7).
describe('formatLocalDateTime', () => {
  it('shows a UTC timestamp in local time', () => {
    expect(formatLocalDateTime('2026-01-31T17:05:09Z')).toBe('01/02/2026 00:05:09');
    expect(formatLocalDateTime('2026-01-31T17:05:09.250Z')).toBe('01/02/2026 00:05:09');
  });

  it('reads a zone-less string as UTC', () => {
    expect(formatLocalDateTime('2026-03-01 08:00:00')).toBe('01/03/2026 15:00:00');
  });

  it('accepts epoch milliseconds and dates', () => {
    const instant = Date.UTC(2026, 11, 31, 20, 0, 0);
    expect(formatLocalDateTime(instant)).toBe('01/01/2027 03:00:00');
    expect(formatLocalDateTime(new Date(instant))).toBe('01/01/2027 03:00:00');
  });

  it('refuses what is not a date', () => {
    expect(() => formatLocalDateTime('soon')).toThrow(RangeError);
  });
});

describe('localizeUtcDates', () => {
  it('converts every supported placeholder form in a message', () => {
    expect(
      localizeUtcDates(
        'Locked from 2026-05-01T00:00:00Z until 2026-05-01 10:30:00 UTC (or 2026-05-02T01:00:00+00:00).',
      ),
    ).toBe('Locked from 01/05/2026 07:00:00 until 01/05/2026 17:30:00 (or 02/05/2026 08:00:00).');
  });

  it('leaves dates without a UTC marker and other text alone', () => {
    const message = 'Deposit 2026-05-01 of 500 at 10:00:00, ref 2026-05-01T10:00:00+07:00';
    expect(localizeUtcDates(message)).toBe(message);
  });
});
