import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Queryable } from '../db/types';
import type { ImageType } from './images';

export interface StoredUpload {
  id: string;
  contentType: ImageType;
  size: number;
}

/**
 * Keeps an upload under `dir` (outside any web root) with a random file name, recorded against its
 * owner. The id handed out is a second random value, so the file name never leaves the server.
 */
export async function storeUpload(
  db: Queryable,
  dir: string,
  upload: { userId: number; purpose: string; contentType: ImageType; data: Buffer },
): Promise<StoredUpload> {
  await mkdir(dir, { recursive: true, mode: 0o700 });
  const storedName = randomBytes(24).toString('hex');
  const id = randomBytes(16).toString('hex');
  await writeFile(join(dir, storedName), upload.data, { mode: 0o600, flag: 'wx' });
  await db.query(
    `INSERT INTO uploads (id, user_id, purpose, content_type, size, stored_name) VALUES ($1, $2, $3, $4, $5, $6)`,
    [id, upload.userId, upload.purpose, upload.contentType, upload.data.length, storedName],
  );
  return { id, contentType: upload.contentType, size: upload.data.length };
}

export interface UploadFile {
  userId: number;
  contentType: ImageType;
  data: Buffer;
}

/** The upload by id, or undefined when unknown or malformed (ids are 32 hex characters). */
export async function readUpload(db: Queryable, dir: string, id: string): Promise<UploadFile | undefined> {
  if (!/^[0-9a-f]{32}$/.test(id)) return undefined;
  const { rows } = await db.query<{ user_id: number; content_type: ImageType; stored_name: string }>(
    'SELECT user_id, content_type, stored_name FROM uploads WHERE id = $1',
    [id],
  );
  const row = rows[0];
  if (!row) return undefined;
  return {
    userId: row.user_id,
    contentType: row.content_type,
    data: await readFile(join(dir, row.stored_name)),
  };
}
