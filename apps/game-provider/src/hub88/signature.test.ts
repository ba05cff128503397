import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sign, verify } from './signature';

const keys = () =>
  generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'pem' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
const operator = keys();
const stranger = keys();
const body = '{"user":"john12345","request_uuid":"583c985f-fee6-4c0e-bbf5-308aad6265af","amount":100500}';

describe('Hub88 signature', () => {
  it('signs the raw body as base64 RSA-SHA256 that the public key verifies', () => {
    const signature = sign(body, operator.privateKey);
    expect(signature).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
    expect(Buffer.from(signature, 'base64')).toHaveLength(256);
    expect(verify(body, signature, operator.publicKey)).toBe(true);
    expect(verify(Buffer.from(body), signature, operator.publicKey)).toBe(true);
  });

  it('fails for a changed body, another key or a damaged signature', () => {
    const signature = sign(body, operator.privateKey);
    expect(verify(body.replace('100500', '100501'), signature, operator.publicKey)).toBe(false);
    expect(verify(JSON.stringify(JSON.parse(body), null, 1), signature, operator.publicKey)).toBe(false);
    expect(verify(body, signature, stranger.publicKey)).toBe(false);
    expect(verify(body, sign(body, stranger.privateKey), operator.publicKey)).toBe(false);
    expect(verify(body, signature.slice(0, -8), operator.publicKey)).toBe(false);
    expect(verify(body, 'not base64!', operator.publicKey)).toBe(false);
    expect(verify(body, '', operator.publicKey)).toBe(false);
  });
});
