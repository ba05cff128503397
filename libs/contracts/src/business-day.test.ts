import { describe, expect, it } from 'vitest';
import {
  addDays,
  businessDayInstants,
  businessDayOf,
  businessDayRange,
  businessDayStart,
} from './business-day';

const iso = (date: Date) => date.toISOString();

describe('business days in Asia/Bangkok (UTC+7, no DST)', () => {
  const zone = 'Asia/Bangkok';

  it('starts a day at midnight Bangkok time, 17:00 UTC the day before', () => {
    expect(iso(businessDayStart('2026-03-15', zone))).toBe('2026-03-14T17:00:00.000Z');
  });

  it('puts 23:59:59.999 in the day and 00:00 in the next one', () => {
    const lastMoment = new Date('2026-03-15T23:59:59.999+07:00');
    const nextMidnight = new Date('2026-03-16T00:00:00.000+07:00');
    expect(businessDayOf(lastMoment, zone)).toBe('2026-03-15');
    expect(businessDayOf(nextMidnight, zone)).toBe('2026-03-16');
    const { start, end } = businessDayRange('2026-03-15', '2026-03-15', zone);
    expect(lastMoment >= start && lastMoment < end).toBe(true);
    expect(nextMidnight >= end).toBe(true);
    expect(iso(end)).toBe('2026-03-15T17:00:00.000Z');
  });

  it('reads an instant as the Bangkok day even where UTC is still on the day before', () => {
    // 23:30 UTC on the 14th is 06:30 on the 15th in Bangkok.
    expect(businessDayOf(new Date('2026-03-14T23:30:00Z'), zone)).toBe('2026-03-15');
    expect(businessDayOf(Date.parse('2026-03-14T16:59:59.999Z'), zone)).toBe('2026-03-14');
  });

  it('turns an inclusive range of days into the instants a history filter sends', () => {
    expect(businessDayInstants({ first: '2026-03-01', last: '2026-03-31' }, zone)).toEqual({
      start: '2026-02-28T17:00:00.000Z',
      end: '2026-03-31T17:00:00.000Z',
    });
    expect(businessDayInstants({ first: '2026-03-01' }, zone)).toEqual({ start: '2026-02-28T17:00:00.000Z' });
    expect(businessDayInstants({ last: '2026-03-01' }, zone)).toEqual({ end: '2026-03-01T17:00:00.000Z' });
    expect(businessDayInstants({}, zone)).toEqual({});
  });
});

describe('business days across DST changes', () => {
  it('America/New_York: the spring-forward day has 23 hours, the fall-back day 25', () => {
    const spring = businessDayRange('2026-03-08', '2026-03-08', 'America/New_York');
    expect(iso(spring.start)).toBe('2026-03-08T05:00:00.000Z');
    expect(iso(spring.end)).toBe('2026-03-09T04:00:00.000Z');
    const fall = businessDayRange('2026-11-01', '2026-11-01', 'America/New_York');
    expect(iso(fall.start)).toBe('2026-11-01T04:00:00.000Z');
    expect(iso(fall.end)).toBe('2026-11-02T05:00:00.000Z');
    // 01:30 happens twice on the fall-back day; both are that day.
    expect(businessDayOf(new Date('2026-11-01T05:30:00Z'), 'America/New_York')).toBe('2026-11-01');
    expect(businessDayOf(new Date('2026-11-01T06:30:00Z'), 'America/New_York')).toBe('2026-11-01');
  });

  it('Europe/London: the days around both changes start at their own midnights', () => {
    expect(iso(businessDayStart('2026-03-29', 'Europe/London'))).toBe('2026-03-29T00:00:00.000Z');
    expect(iso(businessDayStart('2026-03-30', 'Europe/London'))).toBe('2026-03-29T23:00:00.000Z');
    expect(iso(businessDayStart('2026-10-25', 'Europe/London'))).toBe('2026-10-24T23:00:00.000Z');
    expect(iso(businessDayStart('2026-10-26', 'Europe/London'))).toBe('2026-10-26T00:00:00.000Z');
    expect(businessDayOf(new Date('2026-03-29T23:59:59.999Z'), 'Europe/London')).toBe('2026-03-30');
    expect(businessDayOf(new Date('2026-03-29T22:59:59.999Z'), 'Europe/London')).toBe('2026-03-29');
  });

  it('a midnight skipped by the change starts the day at the change (Havana, spring 2024)', () => {
    // Clocks jumped from 00:00 to 01:00 (UTC-5 to UTC-4): the day's first instant is 01:00 local.
    expect(iso(businessDayStart('2024-03-10', 'America/Havana'))).toBe('2024-03-10T05:00:00.000Z');
    expect(businessDayOf(new Date('2024-03-10T04:59:59.999Z'), 'America/Havana')).toBe('2024-03-09');
  });

  it('a midnight that happens twice starts the day at its first occurrence (Havana, autumn 2024)', () => {
    // Clocks went back from 01:00 to 00:00 (UTC-4 to UTC-5): the first 00:00 is 04:00 UTC.
    expect(iso(businessDayStart('2024-11-03', 'America/Havana'))).toBe('2024-11-03T04:00:00.000Z');
    expect(iso(businessDayRange('2024-11-02', '2024-11-02', 'America/Havana').end)).toBe(
      '2024-11-03T04:00:00.000Z',
    );
  });

  it('a day the zone skipped entirely is empty (Pacific/Apia, 30 December 2011)', () => {
    const skipped = businessDayRange('2011-12-30', '2011-12-30', 'Pacific/Apia');
    expect(skipped.end.getTime() - skipped.start.getTime()).toBe(0);
  });
});

describe('day arithmetic and refusals', () => {
  it('adds calendar days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2026-03-15', -6)).toBe('2026-03-09');
  });

  it('refuses what is not a day, a range that ends before it starts and an unknown zone', () => {
    expect(() => businessDayStart('2026-02-30', 'Asia/Bangkok')).toThrow(RangeError);
    expect(() => businessDayStart('15/03/2026', 'Asia/Bangkok')).toThrow(RangeError);
    expect(() => businessDayRange('2026-03-15', '2026-03-14', 'Asia/Bangkok')).toThrow(RangeError);
    expect(() => businessDayInstants({ first: '2026-03-15', last: '2026-03-14' }, 'UTC')).toThrow(RangeError);
    expect(() => businessDayOf(new Date(Number.NaN), 'Asia/Bangkok')).toThrow(RangeError);
    expect(() => businessDayOf(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});
