/**
 * The referral code a visitor arrived with (`/{lang}/affiliate_v2/{code}`), kept in this browser for
 * `REFERRAL_CODE_DAYS` so that registering later, without the link's `?ref_code=`, still credits the
 * member who shared it. Storage may be unavailable (private mode, blocked): the code is then not kept.
 */
export const REFERRAL_CODE_DAYS = 30;

const STORAGE_KEY = 'casino.referral-code';
const DAY_MS = 86_400_000;

interface StoredReferral {
  code: string;
  /** When it was stored, epoch milliseconds. */
  storedAt: number;
}

/** Keeps `code` with today's date (a later link replaces an earlier one). */
export function rememberReferralCode(code: string, now: number = Date.now()): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ code, storedAt: now } satisfies StoredReferral));
  } catch {
    // Nothing to keep it in: the register link still carries the code.
  }
}

/** The code kept within the last `REFERRAL_CODE_DAYS` days, else null (an older one is dropped). */
export function rememberedReferralCode(now: number = Date.now()): string | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const stored = JSON.parse(raw) as Partial<StoredReferral>;
    const fresh =
      typeof stored.code === 'string' &&
      stored.code !== '' &&
      typeof stored.storedAt === 'number' &&
      now - stored.storedAt <= REFERRAL_CODE_DAYS * DAY_MS;
    if (fresh) return stored.code ?? null;
    localStorage.removeItem(STORAGE_KEY);
    return null;
  } catch {
    return null;
  }
}

/** Drops the kept code (it has been used to register). */
export function forgetReferralCode(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
