import { createSign, createVerify } from 'node:crypto';

/**
 * Hub88 request signing: RSA-SHA256 (PKCS#1 v1.5) over the exact raw body bytes, base64 in the
 * X-Hub88-Signature header. Sign and verify the body as sent: re-serialising parsed JSON can reorder
 * keys or change spacing and break the signature.
 */
export function sign(body: string | Uint8Array, privateKeyPem: string): string {
  return createSign('RSA-SHA256').update(body).sign(privateKeyPem, 'base64');
}

/** False for a wrong, truncated or malformed signature; throws only for an unusable public key. */
export function verify(body: string | Uint8Array, signature: string, publicKeyPem: string): boolean {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(signature)) return false;
  return createVerify('RSA-SHA256').update(body).verify(publicKeyPem, signature, 'base64');
}
