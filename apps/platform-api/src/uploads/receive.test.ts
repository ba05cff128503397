import { ErrorBody, SLIP_FILE_PATH, SLIP_MAX_BYTES } from '@casino/contracts';
import { MEMO_IMAGE_MAX_BYTES, MEMO_IMAGE_PATH } from '@casino/contracts/memo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGES, multipartBody, testUploadDir } from '../modules/deposit/testing';
import { readyMember } from '../modules/withdrawal/testing';
import type { TestApp } from '../test/harness';
import { createTestApp } from '../test/harness';

let t: TestApp;
let headers: { authorization: string };

beforeAll(async () => {
  t = await createTestApp({ uploadDir: testUploadDir() });
  headers = (await readyMember(t.app, t.db)).headers;
});
afterAll(() => t.close());

const HTML = Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>');

/** Both upload endpoints, with their size limits. */
const ENDPOINTS = [
  { url: SLIP_FILE_PATH, max: SLIP_MAX_BYTES },
  { url: MEMO_IMAGE_PATH, max: MEMO_IMAGE_MAX_BYTES },
];

function send(url: string, data: Buffer, filename: string, contentType: string) {
  const body = multipartBody(data, filename, contentType);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe.each(ENDPOINTS)('uploads to $url', ({ url, max }) => {
  it('takes the type from the bytes: a PNG named .exe and declared as a program is kept as a PNG', async () => {
    const res = await send(url, IMAGES.png, 'setup.exe', 'application/x-msdownload');
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json<{ url: string; content_type: string }>();
    expect(stored.content_type).toBe('image/png');
    const read = await t.app.inject({ url: stored.url, headers });
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(read.rawPayload.equals(IMAGES.png)).toBe(true);
  });

  it('keeps a JPEG declared as PNG as the JPEG it is', async () => {
    const res = await send(url, IMAGES.jpeg, 'photo.png', 'image/png');
    expect(res.json<{ content_type: string }>().content_type).toBe('image/jpeg');
  });

  it('refuses an HTML file named .png and declared as an image, storing nothing', async () => {
    const before = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads');
    const res = await send(url, HTML, 'slip.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(ErrorBody.parse(res.json())).toMatchObject({ reason: 'UNSUPPORTED_MEDIA_TYPE' });
    const after = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads');
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);
  });

  it('refuses a file one byte over the limit with 413, and takes one at the limit', async () => {
    const sized = (length: number) =>
      Buffer.concat([IMAGES.png, Buffer.alloc(length - IMAGES.png.length, 7)]);
    const over = await send(url, sized(max + 1), 'big.png', 'image/png');
    expect(over.statusCode).toBe(413);
    expect(ErrorBody.parse(over.json())).toMatchObject({ code: 413, reason: 'BODY_TOO_LARGE' });
    expect((await send(url, sized(max), 'max.png', 'image/png')).statusCode).toBe(201);
  });

  it('refuses an empty file and a request without one with 400', async () => {
    const empty = await send(url, Buffer.alloc(0), 'empty.png', 'image/png');
    expect(empty.statusCode).toBe(400);
    const none = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(none.statusCode).toBe(400);
    expect(ErrorBody.parse(none.json())).toMatchObject({ reason: 'VALIDATION_FAILED' });
  });

  it('keeps only the first file of a request carrying two', async () => {
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM uploads')).rows[0]?.n ?? 0;
    const before = await count();
    const boundary = 'twofiles';
    const part = (name: string) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        IMAGES.png,
        Buffer.from('\r\n'),
      ]);
    const res = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([part('a.png'), part('b.png'), Buffer.from(`--${boundary}--\r\n`)]),
    });
    // The first file is read and stored; the second, over the plugin's `files: 1`, is never kept.
    expect(res.statusCode, res.body).toBe(201);
    expect(await count()).toBe(before + 1);
  });
});
