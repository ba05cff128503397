import { describe, expect, it } from 'vitest';
import {
  LOCALE_COOKIE_MAX_AGE,
  LOCALE_COOKIE_NAME,
  readLocaleCookie,
  serializeLocaleCookie,
  writeLocaleCookie,
} from './cookie';

describe('locale cookie', () => {
  it('lives 365 days', () => {
    expect(LOCALE_COOKIE_MAX_AGE).toBe(31_536_000);
    expect(serializeLocaleCookie('th')).toBe(
      `${LOCALE_COOKIE_NAME}=th; Path=/; Max-Age=31536000; SameSite=Lax`,
    );
    expect(serializeLocaleCookie('th', true)).toMatch(/; Secure$/);
  });

  it('reads the language among other cookies', () => {
    expect(readLocaleCookie(`a=1; ${LOCALE_COOKIE_NAME}=jp; b=2`)).toBe('jp');
    expect(readLocaleCookie(`${LOCALE_COOKIE_NAME}=mm`)).toBe('mm');
  });

  it('ignores missing or unknown languages', () => {
    expect(readLocaleCookie(undefined)).toBeUndefined();
    expect(readLocaleCookie('')).toBeUndefined();
    expect(readLocaleCookie(`${LOCALE_COOKIE_NAME}=xx`)).toBeUndefined();
    expect(readLocaleCookie(`other_${LOCALE_COOKIE_NAME}=th`)).toBeUndefined();
  });

  it('writes to a document-like target', () => {
    const target = { cookie: '' };
    writeLocaleCookie('ko', target);
    expect(readLocaleCookie(target.cookie)).toBe('ko');
  });
});
