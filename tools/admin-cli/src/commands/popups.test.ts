import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliAgainstRealApi } from '../testing';

const STAFF = { username: 'cli-popups', password: 'cli-popups-password' };
const { cli, apiUrl } = cliAgainstRealApi(STAFF);

async function shownOnGames(languageId: number) {
  const response = await fetch(
    `${apiUrl()}/pbgapi/pb/notification-modal?language_id=${languageId}&page_name=games`,
  );
  return ((await response.json()) as { data: { id: number; title: string }[] }).data;
}

describe('popups and trigger-allowance', () => {
  it('lists the seeded welcome pop-ups (off), saves one from a file, replaces it, turns it off and on', async () => {
    const listed = await cli(['popups', 'list']);
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toMatch(/^#\d+ {2}off {2}welcome {7}en {3}home {2}Welcome! {2}\(updated .+\)$/m);
    expect(listed.out).toMatch(/ th {3}home /);

    const file = join(tmpdir(), `popup-${process.pid}.json`);
    const popup = {
      kind: 'announcement',
      language_id: 1,
      page_show_list: ['games', 'promotions'],
      title: 'Tournament tonight',
      body: 'Join at 20:00.',
    };
    writeFileSync(file, JSON.stringify(popup));
    const saved = await cli(['popups', 'save', '--file', file, '--reason', 'weekly', '--json']);
    expect(saved.code, saved.err).toBe(0);
    const { id } = JSON.parse(saved.out) as { id: number };
    expect(await shownOnGames(1)).toEqual([expect.objectContaining({ id, title: 'Tournament tonight' })]);

    writeFileSync(file, JSON.stringify({ ...popup, id, title: 'Tournament at 21:00' }));
    const replaced = await cli(['popups', 'save', '--file', file]);
    expect(replaced.out).toMatch(
      new RegExp(`^#${id} {2}on {3}announcement {2}en {3}games,promotions {2}Tournament at 21:00 `),
    );
    const off = await cli(['popups', 'off', String(id), '--reason', 'over']);
    expect(off.out).toMatch(new RegExp(`^#${id} {2}off `));
    expect(await shownOnGames(1)).toEqual([]);
    const on = await cli(['popups', 'on', String(id), '--reason', 'extended']);
    expect(on.out).toMatch(new RegExp(`^#${id} {2}on `));
    expect(await shownOnGames(1)).toEqual([expect.objectContaining({ id, title: 'Tournament at 21:00' })]);
    await cli(['popups', 'off', String(id)]);

    writeFileSync(file, JSON.stringify({ ...popup, page_show_list: ['lobby'] }));
    const invalid = await cli(['popups', 'save', '--file', file]);
    expect(invalid.code).toBe(2);
    expect(invalid.err).toMatch(/page_show_list\.0/);
    expect((await cli(['popups', 'off', '99999999'])).err).toMatch(
      /Refused \(404 NOT_FOUND\): Pop-up not found/,
    );
    expect((await cli(['popups', 'off'])).code).toBe(2);
  });

  it('sets the trigger allowance to 0 and back to 1', async () => {
    expect((await cli(['trigger-allowance', 'show'])).out).toBe(
      'trigger-allowance 1: the fake allow prompt shows first, after 4 s',
    );
    const off = await cli(['trigger-allowance', 'set', '0', '--reason', 'browser prompt only']);
    expect(off.code, off.err).toBe(0);
    expect(off.out).toBe("trigger-allowance 0: the browser's permission prompt shows at once");
    const served = await fetch(`${apiUrl()}/pbgapi/pb/trigger-allowance`);
    expect(await served.json()).toEqual({ is_active: 0 });
    expect((await cli(['trigger-allowance', 'set', '1', '--json'])).out).toBe('{\n  "is_active": 1\n}');
    expect((await cli(['trigger-allowance', 'set', '2'])).code).toBe(2);
  });
});
