import { describe, expect, it } from 'vitest';
import { signPayload, verifySignature } from './signature';

describe('webhook signature', () => {
  const secret = 'a-test-secret-of-some-length';
  const body = '{"event_id":"e1","type":"payment.succeeded"}';
  const now = 1_800_000_000;

  it('accepts its own signature within the time tolerance', () => {
    expect(verifySignature(secret, body, signPayload(secret, body, now), now)).toBe(true);
    expect(verifySignature(secret, body, signPayload(secret, body, now - 299), now)).toBe(true);
  });

  it('refuses another secret, a changed body, a stale or future timestamp, and malformed headers', () => {
    expect(verifySignature(secret, body, signPayload('another-secret-entirely', body, now), now)).toBe(false);
    expect(verifySignature(secret, `${body} `, signPayload(secret, body, now), now)).toBe(false);
    expect(verifySignature(secret, body, signPayload(secret, body, now - 301), now)).toBe(false);
    expect(verifySignature(secret, body, signPayload(secret, body, now + 301), now)).toBe(false);
    expect(verifySignature(secret, body, undefined, now)).toBe(false);
    expect(verifySignature(secret, body, 'v1=abc', now)).toBe(false);
    const valid = signPayload(secret, body, now);
    expect(
      verifySignature(
        secret,
        body,
        valid.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        now,
      ),
    ).toBe(false);
  });

  it('binds the timestamp into the MAC', () => {
    const header = signPayload(secret, body, now);
    const shifted = header.replace(`t=${now}`, `t=${now - 1}`);
    expect(verifySignature(secret, body, shifted, now)).toBe(false);
  });
});
