import webpush from 'web-push';
import type { Queryable } from '../../db/types';

export interface VapidKeys {
  /** URL-safe base64 of the P-256 public key (65 bytes): the browsers' `applicationServerKey`. */
  publicKey: string;
  privateKey: string;
  createdAt: string;
}

/**
 * The server's VAPID key pair, made on the first start and kept: a fresh pair is offered with an insert
 * that does nothing once the row exists, then the stored row is read, so two instances starting at once
 * (or a restart) end up with the one pair every browser subscribed with.
 */
export async function loadVapidKeys(db: Queryable): Promise<VapidKeys> {
  const fresh = webpush.generateVAPIDKeys();
  await db.query(
    `INSERT INTO web_push_vapid (singleton, public_key, private_key) VALUES (true, $1, $2)
     ON CONFLICT (singleton) DO NOTHING`,
    [fresh.publicKey, fresh.privateKey],
  );
  const { rows } = await db.query<{ public_key: string; private_key: string; created_at: Date }>(
    'SELECT public_key, private_key, created_at FROM web_push_vapid WHERE singleton',
  );
  const row = rows[0];
  if (!row) throw new Error('VAPID keys missing after insert');
  return { publicKey: row.public_key, privateKey: row.private_key, createdAt: row.created_at.toISOString() };
}

/** The VAPID contact push services see: `mailto:` the address of MAIL_FROM (`Name <address>` or bare). */
export function vapidSubjectOf(mailFrom: string): string {
  const address = /<([^<>\s]+@[^<>\s]+)>/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}
