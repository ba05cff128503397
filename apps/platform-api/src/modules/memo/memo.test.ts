import type { Paginated, WsMessage } from '@casino/contracts';
import type { MemoDetail, MemoItem } from '@casino/contracts/memo';
import { adminPath, adminApi, depositAdminApi } from '@casino/contracts';
import * as memoApi from '@casino/contracts/memo';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';
import { IMAGES, multipartBody, testUploadDir, uploadSlip } from '../deposit/testing';
import { fund, readyMember, staffAuth, STAFF_SEED } from '../withdrawal/testing';
import { rewardPopups } from './memos';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ uploadDir: testUploadDir(), adminSeed: STAFF_SEED });
});
afterAll(() => t.close());

async function member() {
  const m = await readyMember(t.app, t.db);
  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: m.headers });
  const post = (url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: m.headers, payload });
  return { ...m, get, post };
}

const staffSend = (payload: object) =>
  t.app.inject({ method: 'POST', url: memoApi.adminMemoSend.path, headers: staffAuth, payload });

const list = async (m: Awaited<ReturnType<typeof member>>, tab: 'inbox' | 'sent') =>
  (await m.get(`/gapi/mb/message?tab=${tab}`)).json<Paginated<MemoItem>>();
const count = async (m: Awaited<ReturnType<typeof member>>) =>
  (await m.get('/gapi/mb/message-count')).json<{ count: number }>().count;

async function uploadImage(headers: Record<string, string>, data = IMAGES.png) {
  const body = multipartBody(data, 'photo.png');
  return t.app.inject({
    method: 'POST',
    url: '/api/mb/upload-message',
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

describe('staff memos to members', () => {
  it('reaches one member: inbox, unread count, PERSONAL_MESSAGE, read on opening, staff see the reply', async () => {
    const m = await member();
    const seen: WsMessage[] = [];
    const off = await t.app.events.subscribe(m.userId, (msg) => seen.push(msg));
    const sent = await staffSend({
      user_ids: [m.userId],
      message_type: 'Promotion',
      title_name: 'Weekend bonus',
      message_description: 'Claim <b>100</b> free spins',
      allow_reply: true,
    });
    expect(sent.statusCode).toBe(200);
    const { topic_ids } = sent.json<{ sent: number; topic_ids: number[] }>();
    expect(sent.json()).toMatchObject({ sent: 1 });
    expect(seen).toEqual([{ topic_name: 'PERSONAL_MESSAGE', data: {} }]);
    await off();

    expect(await count(m)).toBe(1);
    const inbox = await list(m, 'inbox');
    expect(inbox.total).toBe(1);
    expect(inbox.data[0]).toMatchObject({
      message_transaction_header_id: topic_ids[0],
      tab: 'inbox',
      message_type: 'Promotion',
      title_name: 'Weekend bonus',
      // Stored and answered as text: the web renders it as text, never as markup.
      message_description: 'Claim <b>100</b> free spins',
      is_read: false,
      allow_reply: true,
      template: null,
    });
    expect((await list(m, 'sent')).total).toBe(0);

    const detail = await m.get(`/api/mb/memo/${topic_ids[0]}?allow_reply=1`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<MemoDetail>().history).toMatchObject([{ author: 'staff', message_img_url: null }]);
    expect(await count(m)).toBe(0);

    const image = await uploadImage(m.headers);
    expect(image.statusCode).toBe(201);
    const url = image.json<{ url: string }>().url;
    const reply = await m.post('/api/mb/memo-reply', {
      message_transaction_header_id: topic_ids[0],
      message_description: 'Thanks!',
      message_img_url: url,
    });
    expect(reply.statusCode).toBe(201);
    expect(reply.json<MemoDetail>().history).toMatchObject([
      { author: 'staff' },
      { author: 'member', message_description: 'Thanks!', message_img_url: url },
    ]);
    const bytes = await m.get(url);
    expect(bytes.headers['content-type']).toBe('image/png');
    expect(bytes.headers['x-content-type-options']).toBe('nosniff');

    const staffView = await t.app.inject({
      url: adminPath(memoApi.adminMemoGet, { id: topic_ids[0]! }),
      headers: staffAuth,
    });
    expect(staffView.json()).toMatchObject({
      user_id: m.userId,
      history: [{}, { message_description: 'Thanks!' }],
    });
    const staffReply = await t.app.inject({
      method: 'POST',
      url: adminPath(memoApi.adminMemoReply, { id: topic_ids[0]! }),
      headers: staffAuth,
      payload: { message_description: 'You are welcome' },
    });
    expect(staffReply.statusCode).toBe(200);
    expect(await count(m)).toBe(1);
    const audits = await t.db.query<{ action: string }>(
      `SELECT action FROM admin_audit WHERE target_type = 'memo' ORDER BY id`,
    );
    expect(audits.rows.map((r) => r.action)).toEqual(expect.arrayContaining(['memo.send', 'memo.reply']));
  });

  it('reaches a list of members or all of them, and refuses unknown ids and bad bodies', async () => {
    const [a, b] = [await member(), await member()];
    const some = await staffSend({
      user_ids: [a.userId, b.userId, a.userId],
      message_type: 'Member',
      title_name: 'Hello',
      message_description: 'Two of you',
    });
    expect(some.json()).toMatchObject({ sent: 2 });
    const users = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    const all = await staffSend({
      all_members: true,
      message_type: 'Member',
      title_name: 'Everyone',
      message_description: 'All of you',
    });
    expect(all.json()).toMatchObject({ sent: users.rows[0]?.n });
    expect((await list(a, 'inbox')).data.map((i) => i.title_name)).toEqual(['Everyone', 'Hello']);

    expect(
      (
        await staffSend({
          user_ids: [999_999],
          message_type: 'Member',
          title_name: 'x',
          message_description: 'y',
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await staffSend({
          user_ids: [a.userId],
          all_members: true,
          message_type: 'Member',
          title_name: 'x',
          message_description: 'y',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await staffSend({
          user_ids: [a.userId],
          message_type: 'Gossip',
          title_name: 'x',
          message_description: 'y',
        })
      ).statusCode,
    ).toBe(400);
    const asMember = await t.app.inject({
      method: 'POST',
      url: memoApi.adminMemoSend.path,
      headers: a.headers,
      payload: { user_ids: [a.userId], message_type: 'Member', title_name: 'x', message_description: 'y' },
    });
    expect(asMember.statusCode).toBe(401);
  });
});

describe('members write and reply', () => {
  it('writes a memo to staff (sent tab) and cannot reply where replies are closed', async () => {
    const m = await member();
    const written = await m.post('/gapi/mb/send-message', {
      message_type: 'Deposit',
      title_name: 'Where is my deposit?',
      message_description: 'I sent 500 an hour ago',
    });
    expect(written.statusCode).toBe(201);
    const topic = written.json<MemoDetail>().topic;
    expect(topic).toMatchObject({ tab: 'sent', is_read: true, allow_reply: true });
    expect((await list(m, 'sent')).data.map((i) => i.message_transaction_header_id)).toEqual([
      topic.message_transaction_header_id,
    ]);
    expect(await count(m)).toBe(0);

    const closed = await staffSend({
      user_ids: [m.userId],
      message_type: 'Member',
      title_name: 'No answers',
      message_description: 'Read only',
    });
    const [closedId] = closed.json<{ topic_ids: number[] }>().topic_ids;
    const refused = await m.post('/api/mb/memo-reply', {
      message_transaction_header_id: closedId,
      message_description: 'Can I?',
    });
    expect(refused.statusCode).toBe(403);
    expect(
      (
        await m.post('/gapi/mb/send-message', {
          message_type: 'Auto Message',
          title_name: 'x',
          message_description: 'y',
        })
      ).statusCode,
    ).toBe(400);
  });

  it('keeps every member to their own topics and images (IDOR)', async () => {
    const [owner, other] = [await member(), await member()];
    const sent = await staffSend({
      user_ids: [owner.userId],
      message_type: 'Member',
      title_name: 'Private',
      message_description: 'For the owner',
      allow_reply: true,
      is_modal: true,
    });
    const [id] = sent.json<{ topic_ids: number[] }>().topic_ids;
    const image = (await uploadImage(owner.headers)).json<{ url: string }>().url;

    expect((await other.get(`/api/mb/memo/${id}`)).statusCode).toBe(404);
    expect(
      (
        await other.post('/api/mb/memo-reply', {
          message_transaction_header_id: id,
          message_description: 'hi',
        })
      ).statusCode,
    ).toBe(404);
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/mb/memo/${id}`,
      headers: other.headers,
      payload: { is_read_modal: true },
    });
    expect(patch.statusCode).toBe(404);
    expect((await other.get(image)).statusCode).toBe(404);
    // Another member's image cannot be attached either.
    const stolen = await other.post('/gapi/mb/send-message', {
      message_type: 'Member',
      title_name: 'Look',
      message_description: 'mine now',
      message_img_url: image,
    });
    expect(stolen.statusCode).toBe(400);
    expect((await list(other, 'inbox')).total).toBe(0);
    // A deposit slip is not a memo image, even the member's own.
    const slip = (await uploadSlip(t.app, owner.headers)).json<{ id: string }>();
    const slipAsImage = await owner.post('/gapi/mb/send-message', {
      message_type: 'Member',
      title_name: 'Slip',
      message_description: 'see',
      message_img_url: `/api/mb/upload-message/${slip.id}`,
    });
    expect(slipAsImage.statusCode).toBe(400);
    // Untouched by the attempts.
    const mine = await owner.get(`/api/mb/memo/${id}`);
    expect(mine.json<MemoDetail>().history).toHaveLength(1);
    expect(mine.json<MemoDetail>().topic.is_read_modal).toBe(false);
  });

  it('takes images up to 2 MB, by their bytes only', async () => {
    const m = await member();
    const renamed = multipartBody(Buffer.from('<svg onload=alert(1)>'), 'x.png', 'image/png');
    const svg = await t.app.inject({
      method: 'POST',
      url: '/api/mb/upload-message',
      headers: { ...m.headers, 'content-type': renamed.contentType },
      payload: renamed.payload,
    });
    expect(svg.statusCode).toBe(415);
    const big = await uploadImage(m.headers, Buffer.concat([IMAGES.jpeg, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    const webp = await uploadImage(m.headers, IMAGES.webp);
    expect(webp.json()).toMatchObject({ content_type: 'image/webp' });
  });
});

describe('reward pop-ups', () => {
  it("lists modal memos not read in the modal: today's newest first, then older oldest first", async () => {
    const m = await member();
    const send = async (title: string, isModal = true) =>
      (
        await staffSend({
          user_ids: [m.userId],
          message_type: 'Promotion',
          title_name: title,
          message_description: 'prize',
          is_modal: isModal,
        })
      ).json<{ topic_ids: number[] }>().topic_ids[0]!;
    const ids = {
      old1: await send('three days ago'),
      old2: await send('two days ago'),
      today1: await send('today early'),
      today2: await send('today late'),
      plain: await send('not a pop-up', false),
    };
    const at = (id: number, when: string) =>
      t.db.query(`UPDATE memo_topics SET created_at = $2 WHERE id = $1`, [id, when]);
    const now = new Date('2026-03-10T12:00:00Z');
    await at(ids.old1, '2026-03-07T10:00:00Z');
    await at(ids.old2, '2026-03-08T10:00:00Z');
    await at(ids.today1, '2026-03-10T02:00:00Z');
    await at(ids.today2, '2026-03-10T09:00:00Z');
    const order = (await rewardPopups(t.db, m.userId, 'Asia/Bangkok', now)).map((i) => i.title_name);
    expect(order).toEqual(['today late', 'today early', 'three days ago', 'two days ago']);

    const patched = await t.app.inject({
      method: 'PATCH',
      url: `/api/mb/memo/${ids.today2}`,
      headers: m.headers,
      payload: { is_read_modal: true },
    });
    expect(patched.json()).toMatchObject({ is_read_modal: true, is_read: true });
    const popups = (await m.get('/api/mb/memo?is_modal=1')).json<Paginated<MemoItem>>();
    expect(popups.data.map((i) => i.title_name)).not.toContain('today late');
    expect(popups.data.map((i) => i.title_name)).not.toContain('not a pop-up');
    expect(popups.total).toBe(3);
  });
});

describe('platform memos', () => {
  it('writes one memo when a deposit is credited or refused and when a withdrawal is decided', async () => {
    const m = await member();
    const approveDeposit = async (reject?: string) => {
      const upload = await uploadSlip(t.app, m.headers);
      const accounts = await m.get('/api/mb/payment-bank-information');
      const bank = accounts
        .json<{ data: { id: number; bank_code: string }[] }>()
        .data.find((a) => a.bank_code === 'KBANK');
      const deposit = await m.post('/api/mb/deposit-transaction', {
        payment_bank_information_id: bank?.id,
        deposit_amount: '1000',
        slip_image_url: upload.json<{ url: string }>().url,
      });
      const id = deposit.json<{ id: number }>().id;
      const endpoint = reject ? depositAdminApi.depositReject : depositAdminApi.depositApprove;
      const res = await t.app.inject({
        method: 'POST',
        url: adminPath(endpoint, { id }),
        headers: staffAuth,
        payload: reject ? { reason: reject } : {},
      });
      expect(res.statusCode).toBe(200);
    };
    await fund(t.db, m.userId, 50_000n);
    const queue = async () => {
      const res = await m.post('/api/mb/queue-withdrawal', { amount: '100' });
      expect(res.statusCode, res.body).toBe(201);
      return res.json<{ id: number }>().id;
    };
    const w1 = await queue();
    await t.app.inject({
      method: 'POST',
      url: adminPath(adminApi.withdrawalApprove, { id: w1 }),
      headers: staffAuth,
      payload: {},
    });
    const w2 = await queue();
    await t.app.inject({
      method: 'POST',
      url: adminPath(adminApi.withdrawalRefuse, { id: w2 }),
      headers: staffAuth,
      payload: { reason: 'name mismatch' },
    });

    // Deposits last: a credited deposit brings a turnover requirement that would hold withdrawals.
    await approveDeposit();
    await approveDeposit('blurred slip');
    const inbox = await list(m, 'inbox');
    expect(inbox.data.map((i) => [i.message_type, i.template])).toEqual([
      ['Deposit', 'deposit_refused'],
      ['Deposit', 'deposit_credited'],
      ['Withdraw', 'withdrawal_refused'],
      ['Withdraw', 'withdrawal_approved'],
    ]);
    expect(inbox.data[2]).toMatchObject({
      title_name: 'Withdrawal refused',
      params: { amount: '100.00', reason: 'name mismatch' },
      allow_reply: false,
    });
    expect(inbox.data[0]?.message_description).toContain('Reason: blurred slip');
    expect(await count(m)).toBe(4);
  });
});

describe('the Personal Message switch', () => {
  it('closes every memo call while the config list lacks Personal Message', async () => {
    const m = await member();
    await t.db.query(
      `UPDATE settings SET value = jsonb_set(value, '{configList}', '["Announcement"]') WHERE key = 'custom_function'`,
    );
    try {
      for (const url of [
        '/gapi/mb/message',
        '/gapi/mb/message-count',
        '/api/mb/memo?is_modal=1',
        '/api/mb/memo/1',
      ]) {
        const res = await m.get(url);
        expect(res.statusCode, url).toBe(403);
        expect(res.json()).toMatchObject({ reason: 'FORBIDDEN' });
      }
      expect((await uploadImage(m.headers)).statusCode).toBe(403);
    } finally {
      await t.db.query(
        `UPDATE settings SET value = jsonb_set(value, '{configList}', '["Announcement","Personal Message"]')
          WHERE key = 'custom_function'`,
      );
    }
    expect((await m.get('/gapi/mb/message-count')).statusCode).toBe(200);
  });
});
