import { readdir } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { depositMember, IMAGES, multipartBody, testUploadDir, uploadSlip } from './testing';

let t: TestApp;
const dir = testUploadDir();
beforeAll(async () => {
  t = await createTestApp({ uploadDir: dir });
});
afterAll(async () => t.close());

describe('slip upload', () => {
  it('accepts JPEG, PNG and WebP by content and serves them back to the owner only, with nosniff', async () => {
    const owner = await depositMember(t.app, t.db);
    const other = await depositMember(t.app, t.db);
    for (const [kind, data] of Object.entries(IMAGES)) {
      const res = await uploadSlip(t.app, owner.headers, data);
      expect(res.statusCode).toBe(201);
      const slip = res.json<{ url: string; content_type: string; size: number }>();
      expect(slip.content_type).toBe(`image/${kind}`);
      expect(slip.size).toBe(data.length);
      const back = await t.app.inject({ url: slip.url, headers: owner.headers });
      expect(back.statusCode).toBe(200);
      expect(back.headers['content-type']).toBe(`image/${kind}`);
      expect(back.headers['x-content-type-options']).toBe('nosniff');
      expect(back.rawPayload.equals(data)).toBe(true);
      expect((await t.app.inject({ url: slip.url, headers: other.headers })).statusCode).toBe(404);
      expect((await t.app.inject({ url: slip.url })).statusCode).toBe(401);
    }
    // Stored under random names, never the client's file name.
    expect((await readdir(dir)).every((name) => /^[0-9a-f]{48}$/.test(name))).toBe(true);
  });

  it('goes by the bytes, not the declared type or the name', async () => {
    const m = await depositMember(t.app, t.db);
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const disguised = multipartBody(html, 'slip.png', 'image/png');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mb/upload-slip',
      headers: { ...m.headers, 'content-type': disguised.contentType },
      payload: disguised.payload,
    });
    expect(res.statusCode).toBe(415);
    const pngNamedTxt = multipartBody(IMAGES.png, 'notes.txt', 'text/plain');
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/mb/upload-slip',
      headers: { ...m.headers, 'content-type': pngNamedTxt.contentType },
      payload: pngNamedTxt.payload,
    });
    expect(ok.json()).toMatchObject({ content_type: 'image/png' });
  });

  it('refuses more than 2 MB, a JSON body and a missing session', async () => {
    const m = await depositMember(t.app, t.db);
    const big = Buffer.concat([IMAGES.png, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await uploadSlip(t.app, m.headers, big);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ reason: 'BODY_TOO_LARGE' });
    const exact = Buffer.concat([IMAGES.png, Buffer.alloc(2 * 1024 * 1024 - IMAGES.png.length)]);
    expect((await uploadSlip(t.app, m.headers, exact)).statusCode).toBe(201);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/mb/upload-slip',
      headers: m.headers,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
    const anonymous = multipartBody(IMAGES.png);
    const noSession = await t.app.inject({
      method: 'POST',
      url: '/api/mb/upload-slip',
      headers: { 'content-type': anonymous.contentType },
      payload: anonymous.payload,
    });
    expect(noSession.statusCode).toBe(401);
  });
});
