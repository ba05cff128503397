import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { loginMember, registerMember } from '../../test/members';

let accounts = 0;

/** Uploads of a test file go to a fresh temporary directory, not the repository's data directory. */
export const testUploadDir = () => mkdtempSync(join(tmpdir(), 'casino-uploads-'));

/** A registered, logged-in member whose profile is complete (bank KBANK with a unique account number). */
export async function depositMember(app: FastifyInstance, db: Queryable) {
  const { user, body } = await registerMember(app);
  const { accessToken } = await loginMember(app, body.username);
  accounts += 1;
  const bankNo = `${String(Date.now() % 1e6).padStart(6, '0')}${String(accounts).padStart(4, '0')}`;
  await db.query(
    `UPDATE users SET first_name = 'Test', last_name = 'Member', gender = 'male', dob = '1990-01-01',
       email = $2, bank_no = $3,
       bank_currency_information_id = (SELECT id FROM banks WHERE bank_code = 'KBANK' AND currency_id = users.currency_id),
       register_channel_id = (SELECT min(id) FROM register_channels)
     WHERE id = $1`,
    [user.id, `m${user.id}@example.com`, bankNo],
  );
  const headers = { authorization: `Bearer ${accessToken}` };
  return { userId: user.id, token: accessToken, headers, bankNo };
}

/** A member's main balance in minor units. */
export async function mainBalance(db: Queryable, userId: number): Promise<bigint> {
  const { rows } = await db.query<{ balance: bigint }>(
    `SELECT balance FROM accounts WHERE user_id = $1 AND kind = 'main'`,
    [userId],
  );
  return rows[0]?.balance ?? 0n;
}

/** The smallest valid PNG, JPEG and WebP headers followed by padding, for upload tests. */
export const IMAGES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  webp: Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(64, 3),
  ]),
};

/** A multipart body with one file field, as a browser would send it. */
export function multipartBody(
  data: Buffer,
  filename = 'slip.png',
  contentType = 'image/png',
  field = 'file',
) {
  const boundary = `----casino${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function uploadSlip(app: FastifyInstance, headers: Record<string, string>, data = IMAGES.png) {
  const body = multipartBody(data);
  return app.inject({
    method: 'POST',
    url: '/api/mb/upload-slip',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}
