import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliAgainstRealApi } from '../testing';

const STAFF = { username: 'cli-affiliate', password: 'cli-affiliate-password' };
// A member registered through the public API, with a referrer's code when given.
const { cli, registerMember: member } = cliAgainstRealApi(STAFF);

describe('affiliate', () => {
  it('shows the programme, sets a rate and switches the base and the programme', async () => {
    const show = await cli(['affiliate', 'show']);
    expect(show.code, show.err).toBe(0);
    expect(show.out).toMatch(/^affiliate {2}running {2}of the net loss$/m);
    expect(show.out).toMatch(/^ {2}level 0 {2}THB {4}10\.00 %$/m);

    const set = await cli(['affiliate', 'set-rate', '12.5', '--currency', '1', '--reason', 'launch week']);
    expect(set.code, set.err).toBe(0);
    expect(set.out).toMatch(/^ {2}level 0 {2}THB {4}12\.50 %$/m);
    expect((await cli(['affiliate', 'set-rate', '150', '--currency', '1'])).code).toBe(2);
    expect((await cli(['affiliate', 'set-rate', '5'])).code).toBe(2);
    const noLevel = await cli(['affiliate', 'set-rate', '5', '--currency', '1', '--level', '999999']);
    expect(noLevel.code).toBe(1);
    expect(noLevel.err).toMatch(/Refused \(400 VALIDATION_FAILED\)/);

    const paused = await cli(['affiliate', 'set-programme', '--active', 'off', '--base', 'turnover']);
    expect(paused.out).toMatch(/^affiliate {2}paused {2}of the turnover$/m);
    const resumed = await cli([
      'affiliate',
      'set-programme',
      '--active',
      'on',
      '--base',
      'net_loss',
      '--json',
    ]);
    expect(JSON.parse(resumed.out)).toMatchObject({ active: true, base: 'net_loss' });
    expect((await cli(['affiliate', 'set-programme'])).code).toBe(2);
    expect((await cli(['affiliate', 'set-programme', '--active', 'maybe'])).code).toBe(2);
    expect((await cli(['affiliate', 'set-programme', '--base', 'deposits'])).code).toBe(2);
  });

  it('shows a tree and sets and clears a referrer, refusing a circle', async () => {
    const top = await member();
    const middle = await member(top.refCode);
    const outsider = await member();

    const tree = await cli(['affiliate', 'tree', String(middle.id)]);
    expect(tree.code, tree.err).toBe(0);
    expect(tree.out.split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(`^#${middle.id} +${middle.username} +code ${middle.refCode} +referred 0$`),
      ),
      'upline (nearest first):',
      expect.stringMatching(new RegExp(`^ {2}#${top.id} +${top.username} +code ${top.refCode} +referred 1$`)),
      'downline (newest first, at most 500):',
      '  none',
    ]);

    const circle = await cli(['affiliate', 'set-referrer', String(top.id), middle.refCode]);
    expect(circle.code).toBe(1);
    expect(circle.err).toMatch(/Refused \(409 CONFLICT\): This would make a circular referral/);
    const self = await cli(['affiliate', 'set-referrer', String(top.id), top.refCode]);
    expect(self.err).toMatch(/A member cannot be their own referrer/);

    const moved = await cli(['affiliate', 'set-referrer', String(middle.id), outsider.refCode, '--json']);
    expect(moved.code, moved.err).toBe(0);
    expect(JSON.parse(moved.out).upline).toEqual([expect.objectContaining({ user_id: outsider.id })]);
    const cleared = await cli(['affiliate', 'set-referrer', String(middle.id), 'none']);
    expect(cleared.out).toMatch(/^upline \(nearest first\):\n {2}none$/m);

    expect((await cli(['affiliate', 'set-referrer', String(middle.id), 'no!'])).code).toBe(2);
    expect((await cli(['affiliate', 'tree', 'abc'])).code).toBe(2);
    expect((await cli(['affiliate', 'tree', '99999999'])).code).toBe(1);
  });

  it("replaces one language's articles from a JSON file", async () => {
    const file = join(tmpdir(), `affiliate-articles-${process.pid}.json`);
    writeFileSync(file, JSON.stringify([{ title: 'How to share', body: 'Copy your link.' }]));
    const set = await cli(['affiliate', 'articles', '--language', '2', '--file', file]);
    expect(set.code, set.err).toBe(0);
    expect(set.out.trim()).toBe('- How to share');
    writeFileSync(file, JSON.stringify([{ title: 'No body' }]));
    expect((await cli(['affiliate', 'articles', '--language', '2', '--file', file])).code).toBe(2);
  });
});
