import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliAgainstRealApi } from './testing';

const STAFF = { username: 'cli-staff', password: 'cli-staff-password' };
const { cli, apiUrl, registerMember, memberHeaders } = cliAgainstRealApi(STAFF);

/** A member with a complete profile and a pending PromptPay deposit, through the public API. */
async function memberWithDeposit(amount: string) {
  const user = await registerMember();
  const { phone } = user;
  const auth = await memberHeaders(phone);
  const profile = await fetch(`${apiUrl()}/api/mb/users/${user.id}`, {
    method: 'PATCH',
    headers: auth,
    body: JSON.stringify({
      first_name: 'Somchai',
      last_name: 'Jaidee',
      gender: 'male',
      DOB: '1990-01-01',
      register_channal_id: 1,
      bank_currency_information_id: 1,
      bank_no: `55${phone}`,
    }),
  });
  expect(profile.status).toBe(200);
  const deposit = await fetch(`${apiUrl()}/api/mb/deposit-promptpay`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ deposit_amount: amount }),
  });
  expect(deposit.status).toBe(201);
  const wallet = async () => {
    const res = await fetch(`${apiUrl()}/api/mb/wallet`, { headers: auth });
    return ((await res.json()) as { data: { balance: string }[] }).data[0]?.balance;
  };
  return {
    deposit: (await deposit.json()) as { id: number; reference: string },
    wallet,
    userId: user.id,
    username: phone,
    auth,
  };
}

describe('admin CLI against the running API', () => {
  it('prints usage and exits 0 for help, 2 for a usage error', async () => {
    expect((await cli([])).code).toBe(0);
    const bad = await cli(['withdrawals', 'refuse', '1']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/needs --reason/);
  });

  it('exits 1 with the API reason on wrong credentials', async () => {
    const res = await cli(['withdrawals', 'list'], { username: STAFF.username, password: 'wrong-password' });
    expect(res.code).toBe(1);
    expect(res.err).toMatch(/401 NOT_AUTHENTICATED/);
  });

  it('lists pending withdrawals and refuses to decide one that does not exist', async () => {
    const list = await cli(['withdrawals', 'list', '--json']);
    expect(list.code).toBe(0);
    expect(JSON.parse(list.out)).toMatchObject({ total: 0, data: [] });
    const missing = await cli(['withdrawals', 'approve', '999999']);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/404 NOT_FOUND/);
  });

  it('approves and rejects deposits through the staff API', async () => {
    const approved = await memberWithDeposit('150');
    const listed = await cli(['deposits', 'list']);
    expect(listed.out).toContain(approved.deposit.reference);
    const approve = await cli(['deposits', 'approve', String(approved.deposit.id), '--reason', 'paid']);
    expect(approve.code).toBe(0);
    expect(approve.out).toMatch(new RegExp(`#${approved.deposit.id} .*success`));
    expect(await approved.wallet()).toBe('150.00');

    const rejected = await memberWithDeposit('120');
    const reject = await cli([
      'deposits',
      'reject',
      String(rejected.deposit.id),
      '--reason',
      'not received',
      '--json',
    ]);
    expect(reject.code).toBe(0);
    expect(JSON.parse(reject.out)).toMatchObject({ status: 'fail', fail_reason: 'not received' });
    expect(await rejected.wallet()).toBe('0.00');
    const again = await cli(['deposits', 'approve', String(rejected.deposit.id)]);
    expect(again.code).toBe(1);
  });

  it('shows and sets the brand settings, which the public configs serve', async () => {
    const served = async () => {
      const global = await fetch(`${apiUrl()}/pbgapi/pb/global-config`);
      const custom = await fetch(`${apiUrl()}/pbgapi/pb/custom-function`);
      return {
        mobile_url: ((await global.json()) as { data: { mobile_url: string | null }[] }).data[0]?.mobile_url,
        should_iframe_redirect: ((await custom.json()) as { data: { should_iframe_redirect: boolean }[] })
          .data[0]?.should_iframe_redirect,
      };
    };
    const shown = await cli(['settings', 'show']);
    expect(shown.code).toBe(0);
    expect(shown.out).toMatch(/^brand +royal-siam\nshould_iframe_redirect +false\nmobile_url +none$/);

    const iframe = await cli(['settings', 'set', 'should-iframe-redirect', 'true', '--reason', 'cli test']);
    expect(iframe.code).toBe(0);
    expect(iframe.out).toMatch(/should_iframe_redirect +true/);
    const mobile = await cli(['settings', 'set', 'mobile-url', 'https://m.example.test', '--json']);
    expect(JSON.parse(mobile.out)).toEqual({
      brand_id: 'royal-siam',
      should_iframe_redirect: true,
      mobile_url: 'https://m.example.test',
    });
    expect(await served()).toEqual({ mobile_url: 'https://m.example.test', should_iframe_redirect: true });

    await cli(['settings', 'set', 'mobile-url', 'none']);
    await cli(['settings', 'set', 'should-iframe-redirect', 'false']);
    expect(await served()).toEqual({ mobile_url: null, should_iframe_redirect: false });
  });

  it('lists the seeded promotions, creates one from a JSON file and edits it by its code', async () => {
    const listed = await cli(['promotions', 'list']);
    expect(listed.code).toBe(0);
    expect(listed.out).toMatch(/welcome-100-thb +on +deposit_turnover +THB +100% up to 1000\.00/);
    const dir = mkdtempSync(join(tmpdir(), 'cli-promotion-'));
    const file = join(dir, 'promotion.json');
    const promotion = {
      code: 'cli-loyalty-thb',
      category_code: 'games',
      currency_code: 'THB',
      type: 'turnover',
      bonus_amount: '25',
      turnover_multiplier: 3,
      start_at: '2025-01-01T00:00:00Z',
      end_at: '2030-01-01T00:00:00Z',
      texts: { en: { title: 'Loyalty spin', description: 'For regular players', articles: [] } },
    };
    writeFileSync(file, JSON.stringify(promotion));
    const created = await cli(['promotions', 'save', '--file', file]);
    expect(created.code).toBe(0);
    expect(created.out).toMatch(/cli-loyalty-thb +on +turnover +THB +25\.00 +×3 .*Loyalty spin$/);
    writeFileSync(file, JSON.stringify({ ...promotion, bonus_amount: '30', is_active: false }));
    const edited = await cli(['promotions', 'save', '--file', file, '--json']);
    expect(JSON.parse(edited.out)).toMatchObject({
      code: 'cli-loyalty-thb',
      bonus_amount: '30.00',
      is_active: false,
    });
    writeFileSync(file, JSON.stringify({ ...promotion, turnover_multiplier: 0 }));
    const refused = await cli(['promotions', 'save', '--file', file]);
    expect(refused.code).not.toBe(0);
    expect(refused.err).toMatch(/turnover_multiplier/);
  });

  it('creates a coupon code and a random batch, lists them, and refuses a decision on nothing', async () => {
    const named = await cli([
      'coupons',
      'create',
      '--promotion',
      'coupon-bonus-thb',
      '--name',
      'CLI launch',
      '--expires',
      '2030-01-01T00:00:00Z',
      '--code',
      'cli-launch',
      '--verify',
      'yes',
    ]);
    expect(named.code).toBe(0);
    expect(named.out).toMatch(
      /CLI-LAUNCH +verified +0\/1 +coupon-bonus-thb +until 2030-01-01T00:00:00\.000Z +CLI launch$/,
    );
    const batch = await cli(
      [
        'coupons',
        'create',
        '--promotion',
        'coupon-bonus-thb',
        '--name',
        'Flyer',
        '--expires',
        '2030-01-01T00:00:00Z',
      ].concat(['--count', '2', '--max', '5', '--json']),
    );
    expect(JSON.parse(batch.out).data).toHaveLength(2);
    const listed = await cli(['coupons', 'list']);
    expect(listed.out).toMatch(/LUCKY100 +instant/);
    expect(listed.out).toMatch(/CLI-LAUNCH/);
    expect((await cli(['coupons', 'verifications'])).out).toBe('Nothing waits for verification.');
    const nothing = await cli(['coupons', 'approve', '999999']);
    expect(nothing.code).toBe(1);
    expect(nothing.err).toMatch(/^Refused \(404 NOT_FOUND\)/);
    const noReason = await cli(['coupons', 'refuse', '1']);
    expect(noReason.code).toBe(2);
    const short = await cli([
      'coupons',
      'create',
      '--promotion',
      'x',
      '--name',
      'y',
      '--expires',
      '2030-01-01T00:00:00Z',
      '--code',
      'ab',
    ]);
    expect(short.code).toBe(2);
    expect(short.err).toMatch(/--code: min_length/);
  });

  it('creates a manual money trigger and grants it once per key', async () => {
    const member = await memberWithDeposit('100');
    const created = await cli([
      'money-triggers',
      'create',
      '--event',
      'manual',
      '--name',
      'CLI gift',
      '--currency',
      'thb',
      '--amount',
      '15.00',
      '--ends',
      '2030-01-01T00:00:00Z',
      '--members',
      member.username,
    ]);
    expect(created.code, created.err).toBe(0);
    expect(created.out).toMatch(
      /^#(\d+) +manual +15\.00 .* once +1 members +paid 0 +until 2030-01-01T00:00:00\.000Z +CLI gift$/,
    );
    const id = /^#(\d+)/.exec(created.out)?.[1] ?? '';
    const grant = () =>
      cli(['money-triggers', 'grant', id, '--member', member.username, '--key', 'cli-grant-1']);
    expect((await grant()).out).toMatch(
      /^Paid: 15\.00 from "CLI gift" to member \d+ \(receipt #\d+, key cli-grant-1\)$/,
    );
    expect((await grant()).out).toMatch(/^Already paid with this key: 15\.00/);
    expect(await member.wallet()).toBe('15.00');
    expect((await cli(['money-triggers', 'list'])).out).toMatch(/paid 1 +until .* CLI gift/);
    const noMin = await cli([
      'money-triggers',
      'create',
      '--event',
      'deposit',
      '--name',
      'x',
      '--currency',
      'THB',
      '--amount',
      '1',
      '--ends',
      '2030-01-01T00:00:00Z',
    ]);
    expect(noMin.code).toBe(2);
    expect(noMin.err).toMatch(/--min_deposit: A deposit trigger needs min_deposit/);
    expect((await cli(['money-triggers', 'grant', id])).code).toBe(2);
  });

  it('lists the member levels and saves one from a file, refusing one without a requirement', async () => {
    expect((await cli(['levels', 'list'])).out).toMatch(
      /rank 1 +Bronze +deposit 1000\.00 or turnover 5000\.00 or win\/loss 2000\.00 +VIP 50\.00/,
    );
    const file = join(tmpdir(), `level-${Date.now()}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        currency_code: 'THB',
        rank: 6,
        names: { en: 'Black' },
        required_turnover: '9000000',
        vip_bonus: '20000',
      }),
    );
    const saved = await cli(['levels', 'save', '--file', file]);
    expect(saved.code, saved.err).toBe(0);
    expect(saved.out).toMatch(
      /rank 6 +Black +turnover 9000000\.00 +VIP 20000\.00 +birthday 0\.00 +rebate 0\.00% +members 0$/,
    );
    writeFileSync(file, JSON.stringify({ currency_code: 'THB', rank: 7, names: { en: 'None' } }));
    const refused = await cli(['levels', 'save', '--file', file]);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/A level needs at least one requirement/);
  });

  it('lists the quests and saves them from a file (free spins too), refusing an unknown game category or offer', async () => {
    const list = (await cli(['quests', 'list'])).out;
    expect(list).toMatch(/three-rounds-thb +on +play +bet_count 3 +point 50\.00 +daily/);
    expect(list).toMatch(/deposit-500-free-spins-thb +on +deposit +deposit 500\.00 +free_spin 10 × 1\.00 /);
    const file = join(tmpdir(), `quest-${Date.now()}.json`);
    const quest = {
      code: 'cli-keno',
      type: 'play',
      currency_code: 'THB',
      texts: { en: { name: 'Keno week', description: 'Stake 500 on lotto games' } },
      condition: 'accumulated_bet',
      target: '500',
      category_codes: ['lotto'],
      reward_type: 'money',
      reward_amount: '25',
      ends_at: '2030-01-01T00:00:00Z',
    };
    writeFileSync(file, JSON.stringify(quest));
    const saved = await cli(['quests', 'save', '--file', file]);
    expect(saved.code, saved.err).toBe(0);
    expect(saved.out).toMatch(
      /cli-keno +on +play +accumulated_bet 500\.00 +money 25\.00 +once +level 0 +joined 0 claimed 0/,
    );
    writeFileSync(file, JSON.stringify({ ...quest, category_codes: ['bingo-hall'] }));
    const refused = await cli(['quests', 'save', '--file', file]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/Unknown game categories: bingo-hall/);
    const spins = { ...quest, code: 'cli-keno-spins', reward_type: 'free_spin', reward_amount: undefined };
    writeFileSync(file, JSON.stringify({ ...spins, reward_free_spin_offer_code: 'jade-fortune-25-thb' }));
    const freeSpins = await cli(['quests', 'save', '--file', file]);
    expect(freeSpins.code, freeSpins.err).toBe(0);
    expect(freeSpins.out).toMatch(
      /cli-keno-spins +on +play +accumulated_bet 500\.00 +free_spin 25 × 2\.00 \(offer #\d+\)/,
    );
    writeFileSync(file, JSON.stringify({ ...spins, reward_free_spin_offer_code: 'jade-fortune-25-myr' }));
    const otherCurrency = await cli(['quests', 'save', '--file', file]);
    expect(otherCurrency.code).toBe(1);
    expect(otherCurrency.err).toMatch(/Unknown free-spin offer for this currency/);
  });

  it('lists the free-spin offers and saves one from a file, refusing a game of another provider', async () => {
    expect((await cli(['free-spins', 'list'])).out).toMatch(
      /jade-fortune-10-thb +on +currency 1 +10 × 1\.00 +500\.00 points +7 days +turnover 1× +redeemed 0/,
    );
    const file = join(tmpdir(), `free-spins-${Date.now()}.json`);
    const offer = {
      code: 'cli-temple',
      currency_code: 'THB',
      provider_code: 'jade-studio',
      game_codes: ['temple-ways'],
      names: { en: '15 free spins on Temple Ways' },
      spins: 15,
      amount_per_round: '2',
      points: '750',
      turnover: '2.5',
    };
    writeFileSync(file, JSON.stringify(offer));
    const saved = await cli(['free-spins', 'save', '--file', file]);
    expect(saved.code, saved.err).toBe(0);
    expect(saved.out).toMatch(
      /cli-temple +on +currency 1 +15 × 2\.00 +750\.00 points +7 days +turnover 2\.5× +redeemed 0 +Jade Studio: Temple Ways/,
    );
    writeFileSync(file, JSON.stringify({ ...offer, game_codes: ['rocket-crash'] }));
    const refused = await cli(['free-spins', 'save', '--file', file]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/Not games of jade-studio: rocket-crash/);
  });

  it('lists the daily jobs and refuses to run one that does not exist', async () => {
    const list = await cli(['jobs', 'list', '--json']);
    expect(list.code).toBe(0);
    expect(Array.isArray(JSON.parse(list.out))).toBe(true);
    const missing = await cli(['jobs', 'run', 'no-such-job']);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/404 NOT_FOUND/);
  });

  it('sets a cashback rate and pauses and restarts the rebate programme', async () => {
    const set = await cli([
      'cashback',
      'set-rate',
      'cashback',
      '7.5',
      '--currency',
      '1',
      '--reason',
      'promo week',
    ]);
    expect(set.code).toBe(0);
    expect(set.out).toMatch(/^cashback {2}running$/m);
    expect(set.out).toMatch(/level 0 {2}THB {5}7.50 % {2}daily turnover target 100.00/);
    const stop = await cli(['cashback', 'stop', 'rebate']);
    expect(stop.out).toMatch(/^rebate {2}paused$/m);
    expect((await cli(['cashback', 'start', 'rebate'])).out).toMatch(/^rebate {2}running$/m);
    const list = await cli(['cashback', 'list', '--json']);
    expect(JSON.parse(list.out)).toContainEqual(expect.objectContaining({ kind: 'rebate', active: true }));
    const bad = await cli(['cashback', 'set-rate', 'cashback', '150', '--currency', '1']);
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/percentage/);
  });

  it("replaces one language's rebate articles from a JSON file, and refuses a malformed one", async () => {
    const file = join(tmpdir(), `rebate-articles-${process.pid}.json`);
    writeFileSync(file, JSON.stringify([{ title: 'Example', body: 'Stake 1,000, get 5 back.' }]));
    const set = await cli(['cashback', 'articles', 'rebate', '--language', '1', '--file', file]);
    expect(set.code).toBe(0);
    expect(set.out.trim()).toBe('- Example');
    writeFileSync(file, JSON.stringify([{ title: '', body: 'no title' }]));
    const refused = await cli(['cashback', 'articles', 'rebate', '--language', '1', '--file', file]);
    expect(refused.code).toBe(2);
    expect(refused.err).toMatch(/is not a list of articles:\n0\.title/);
  });

  it('sends a memo to members, shows the topic with the reply and answers in it', async () => {
    const { userId, auth } = await memberWithDeposit('100');
    const sent = await cli([
      'memos',
      'send',
      '--to',
      String(userId),
      '--type',
      'promotion',
      '--title',
      'Weekend bonus',
      '--text',
      'Free spins await',
      '--reply',
      'yes',
      '--modal',
      'yes',
    ]);
    expect(sent.code).toBe(0);
    const topic = Number(/topics (\d+)/.exec(sent.out)?.[1]);
    expect(sent.out).toBe(`Sent to 1 member (topics ${topic})`);
    const popups = await fetch(`${apiUrl()}/api/mb/memo?is_modal=1`, { headers: auth });
    expect(((await popups.json()) as { data: { title_name: string }[] }).data).toMatchObject([
      { title_name: 'Weekend bonus', message_type: 'Promotion' },
    ]);
    const reply = await fetch(`${apiUrl()}/api/mb/memo-reply`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ message_transaction_header_id: topic, message_description: 'Thank you' }),
    });
    expect(reply.status).toBe(201);
    const shown = await cli(['memos', 'show', String(topic)]);
    expect(shown.out).toMatch(/Promotion {2}Weekend bonus {2}\(replies allowed\)/);
    expect(shown.out).toMatch(/member +Thank you/);
    const answered = await cli(['memos', 'reply', String(topic), '--text', 'Enjoy', '--json']);
    expect(JSON.parse(answered.out)).toMatchObject({
      history: [{}, {}, { author: 'staff', message_description: 'Enjoy' }],
    });

    const badType = await cli([
      'memos',
      'send',
      '--to',
      'all',
      '--type',
      'gossip',
      '--title',
      'x',
      '--text',
      'y',
    ]);
    expect(badType.code).toBe(2);
    expect(badType.err).toMatch(/--type is one of/);
    expect(
      (await cli(['memos', 'send', '--to', '1,x', '--type', 'member', '--title', 'x', '--text', 'y'])).code,
    ).toBe(2);
    const unknown = await cli([
      'memos',
      'send',
      '--to',
      '999999',
      '--type',
      'member',
      '--title',
      'x',
      '--text',
      'y',
    ]);
    expect(unknown.code).toBe(1);
    expect(unknown.err).toMatch(/404 NOT_FOUND/);
  });
});
