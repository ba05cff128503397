import { afterEach, describe, expect, it } from 'vitest';
import {
  REFERRAL_CODE_DAYS,
  forgetReferralCode,
  rememberReferralCode,
  rememberedReferralCode,
} from './referral-code';

const DAY_MS = 86_400_000;
const NOW = Date.parse('2026-11-26T06:00:00.000Z');

afterEach(() => localStorage.clear());

describe('the remembered referral code', () => {
  it('is kept for 30 days, then dropped', () => {
    rememberReferralCode('REF123', NOW);
    expect(rememberedReferralCode(NOW + REFERRAL_CODE_DAYS * DAY_MS)).toBe('REF123');
    expect(rememberedReferralCode(NOW + REFERRAL_CODE_DAYS * DAY_MS + 1)).toBeNull();
    // Dropped for good, not only hidden.
    expect(rememberedReferralCode(NOW)).toBeNull();
  });

  it('is replaced by a later link and forgotten once used', () => {
    rememberReferralCode('FIRST1', NOW);
    rememberReferralCode('SECOND2', NOW + DAY_MS);
    expect(rememberedReferralCode(NOW + DAY_MS)).toBe('SECOND2');
    forgetReferralCode();
    expect(rememberedReferralCode(NOW + DAY_MS)).toBeNull();
  });

  it('ignores what is not a kept code', () => {
    localStorage.setItem('casino.referral-code', 'not json');
    expect(rememberedReferralCode(NOW)).toBeNull();
    localStorage.setItem('casino.referral-code', JSON.stringify({ code: 42, storedAt: NOW }));
    expect(rememberedReferralCode(NOW)).toBeNull();
  });
});
