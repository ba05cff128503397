// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useBusinessCalendar } from './business-calendar';
import { BusinessTimeZoneProvider, formatTimeZoneName } from './business-time-zone';

const inZone =
  (timeZone: string) =>
  ({ children }: { children: ReactNode }) => (
    <BusinessTimeZoneProvider timeZone={timeZone}>{children}</BusinessTimeZoneProvider>
  );

describe('the business calendar', () => {
  it("counts today and a range's instants in the brand's zone, not the device's", () => {
    // These tests run in Asia/Bangkok (vitest.config.ts); the brand here is in Manila (UTC+8).
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-15T16:30:00Z') });
    try {
      const { result } = renderHook(() => useBusinessCalendar(), { wrapper: inZone('Asia/Manila') });
      expect(result.current.today()).toBe('2026-03-16');
      expect(result.current.instants({ first: '2026-03-16', last: '2026-03-16' })).toEqual({
        start: '2026-03-15T16:00:00.000Z',
        end: '2026-03-16T16:00:00.000Z',
      });
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses to guess a zone without a provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useBusinessCalendar())).toThrow(/BusinessTimeZoneProvider/);
    vi.restoreAllMocks();
  });
});

describe('formatTimeZoneName', () => {
  it("names the zone in the member's language with its offset", () => {
    const at = new Date('2026-03-15T00:00:00Z');
    expect(formatTimeZoneName('Asia/Bangkok', 'en', at)).toBe('Indochina Time (GMT+7)');
    expect(formatTimeZoneName('Asia/Bangkok', 'th', at)).toBe('เวลาอินโดจีน (GMT+7)');
    expect(formatTimeZoneName('Europe/London', 'en', new Date('2026-07-01T00:00:00Z'))).toBe(
      'United Kingdom Time (GMT+1)',
    );
  });
});
