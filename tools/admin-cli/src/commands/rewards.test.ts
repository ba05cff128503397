import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliAgainstRealApi } from '../testing';

const STAFF = { username: 'cli-rewards', password: 'cli-rewards-password' };
const { cli, apiUrl, registerMember, memberHeaders } = cliAgainstRealApi(STAFF);

const json = { 'content-type': 'application/json' };
const staff = {
  ...json,
  authorization: `Basic ${Buffer.from(`${STAFF.username}:${STAFF.password}`).toString('base64')}`,
};

/**
 * A member holding 10,000 points, through the public API only: the THB check-in quest is made to pay
 * points, and the member checks in.
 */
async function memberWithPoints() {
  const saved = await fetch(`${apiUrl()}/admin/quests`, {
    method: 'POST',
    headers: staff,
    body: JSON.stringify({
      code: 'daily-check-in-thb',
      type: 'daily_check_in',
      currency_code: 'THB',
      texts: { en: { name: 'Daily check-in', description: 'Points for the shop' } },
      reward_type: 'point',
      reward_amount: '10000',
      repeat: 'daily',
      ends_at: '2030-01-01T00:00:00Z',
    }),
  });
  expect(saved.status).toBe(200);
  const { phone } = await registerMember();
  const auth = await memberHeaders(phone);
  const checkIn = await fetch(`${apiUrl()}/api/mb/quest-daily-check-in`, {
    method: 'POST',
    headers: auth,
    body: '{}',
  });
  expect(checkIn.status).toBe(201);
  const points = async () => {
    const res = await fetch(`${apiUrl()}/api/mb/total-points`, { headers: auth });
    return ((await res.json()) as { totals: { point: string } }).totals.point;
  };
  return { auth, points };
}

describe('rewards', () => {
  it('lists the shop and saves an item from a file, refusing a special reward with prizes', async () => {
    expect((await cli(['rewards', 'list'])).out).toMatch(
      /hoodie-thb +on +special +9900\.00 points +50 left +redeemed 0 +Branded hoodie/,
    );
    const file = join(tmpdir(), `reward-${Date.now()}.json`);
    const box = {
      code: 'cli-box-thb',
      type: 'lucky_box',
      currency_code: 'THB',
      texts: {
        en: { name: 'CLI box', description: 'Made from the command line' },
        th: { name: 'กล่อง CLI', description: '' },
      },
      points: '25',
      prizes: [
        { kind: 'money', amount: '2', weight: 1, labels: { en: '฿2' } },
        { kind: 'nothing', weight: 1, labels: { en: 'Nothing' } },
      ],
    };
    writeFileSync(file, JSON.stringify(box));
    const saved = await cli(['rewards', 'save', '--file', file]);
    expect(saved.code, saved.err).toBe(0);
    expect(saved.out).toMatch(
      /cli-box-thb +on +lucky_box +25\.00 points +unlimited +redeemed 0 +2 prizes +CLI box/,
    );
    writeFileSync(file, JSON.stringify({ ...box, type: 'special' }));
    const refused = await cli(['rewards', 'save', '--file', file]);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/A special reward has no prizes/);
  });

  it('sets an exchange rate and refuses a maximum below the minimum', async () => {
    const set = await cli(['rewards', 'set-rate', 'MYR', '50', '--min', '20', '--max', '5000']);
    expect(set.code, set.err).toBe(0);
    expect(set.out).toMatch(/on +50\.00 points a unit +from 20\.00 to 5000\.00 points/);
    const refused = await cli(['rewards', 'set-rate', 'MYR', '50', '--min', '20', '--max', '10']);
    expect(refused.code).toBe(1);
    expect((await cli(['rewards', 'set-rate', 'MYR', '50'])).code).toBe(2);
  });

  it('sets what bets earn in a currency, off and on, and refuses a stake finer than the currency', async () => {
    const off = await cli(['rewards', 'set-earn-rate', 'MYR', '5', '--active', 'off']);
    expect(off.code, off.err).toBe(0);
    expect(off.out).toMatch(/^currency \d+ +off +a point per 5\.00 staked$/);
    const on = await cli(['rewards', 'set-earn-rate', 'myr', '12.5']);
    expect(on.out).toMatch(/^currency \d+ +on +a point per 12\.50 staked$/);
    const refused = await cli(['rewards', 'set-earn-rate', 'MYR', '0.001']);
    expect(refused.code).toBe(1);
    expect(refused.err).toMatch(/More decimals than the currency has/);
    expect((await cli(['rewards', 'set-earn-rate', 'MYR'])).code).toBe(2);
    expect((await cli(['rewards', 'set-earn-rate', 'MYR', '5', '--active', 'maybe'])).code).toBe(2);
  });

  it('approves and ships one special reward and rejects another, giving its points back', async () => {
    const member = await memberWithPoints();
    const redeem = async () => {
      const items = await fetch(`${apiUrl()}/api/mb/redeem-type?type=special`, { headers: member.auth });
      const { data } = (await items.json()) as { data: { id: number; points: string }[] };
      const cheapest = data.sort((a, b) => Number(a.points) - Number(b.points))[0];
      const res = await fetch(`${apiUrl()}/api/mb/redeem-reward`, {
        method: 'POST',
        headers: member.auth,
        body: JSON.stringify({ reward_id: cheapest?.id, address: '1 Silom Road, Bangkok' }),
      });
      expect(res.status).toBe(201);
      return ((await res.json()) as { id: number }).id;
    };
    const first = await redeem();
    expect(await member.points()).toBe('3100.00');
    expect((await cli(['rewards', 'redemptions', '--status', 'pending'])).out).toMatch(
      new RegExp(`#${first} +pending .* 6900\\.00 points +Gold-plated card holder +to 1 Silom Road, Bangkok`),
    );
    const rejected = await cli([
      'rewards',
      'reject',
      String(first),
      '--reason',
      'Address outside delivery area',
    ]);
    expect(rejected.code, rejected.err).toBe(0);
    expect(rejected.out).toMatch(new RegExp(`#${first} +rejected`));
    expect(await member.points()).toBe('10000.00');

    // The points given back buy the item again; this one is shipped.
    const second = await redeem();
    expect((await cli(['rewards', 'approve', String(second)])).out).toMatch(
      new RegExp(`#${second} +approved`),
    );
    expect((await cli(['rewards', 'ship', String(second)])).code).toBe(2);
    const shipped = await cli(['rewards', 'ship', String(second), '--tracking', 'TH123456789']);
    expect(shipped.out).toMatch(/shipped .* tracking TH123456789/);
    const late = await cli(['rewards', 'reject', String(second)]);
    expect(late.code).toBe(1);
    expect(late.err).toMatch(/409/);
    expect(await member.points()).toBe('3100.00');
  });
});
