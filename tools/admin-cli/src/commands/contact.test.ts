import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cliAgainstRealApi } from '../testing';

const STAFF = { username: 'cli-contact', password: 'cli-contact-password' };
const { cli, apiUrl } = cliAgainstRealApi(STAFF);

async function served() {
  const response = await fetch(`${apiUrl()}/pbgapi/pb/contact-channel`);
  return ((await response.json()) as { data: { name: string; is_default: boolean }[] }).data;
}

describe('contact', () => {
  it('lists the channels, saves a default one from a file, replaces it and removes it', async () => {
    const listed = await cli(['contact', 'list']);
    expect(listed.code, listed.err).toBe(0);
    expect(listed.out).toMatch(/^#\d+ {2}default {2}others {4}LINE {2}https:\/\/line\.me\/$/);

    const file = join(tmpdir(), `contact-${process.pid}.json`);
    const tawk = {
      contact_code_name: 'tawk',
      name: 'Live chat',
      contact_link: 'https://embed.tawk.to/64f1a2b3c4d5e6f7a8b9c0d1/1h9abc',
      is_default: true,
    };
    writeFileSync(file, JSON.stringify(tawk));
    const saved = await cli(['contact', 'save', '--file', file, '--reason', 'chat vendor', '--json']);
    expect(saved.code, saved.err).toBe(0);
    const { id } = JSON.parse(saved.out) as { id: number };
    expect(await served()).toEqual([
      expect.objectContaining({ name: 'LINE', is_default: false }),
      expect.objectContaining({ name: 'Live chat', is_default: true }),
    ]);

    writeFileSync(file, JSON.stringify({ ...tawk, id, is_default: false }));
    const replaced = await cli(['contact', 'save', '--file', file]);
    expect(replaced.out).toBe(
      `#${id}           tawk      Live chat  https://embed.tawk.to/64f1a2b3c4d5e6f7a8b9c0d1/1h9abc`,
    );
    const removed = await cli(['contact', 'remove', String(id), '--reason', 'trial over']);
    expect(removed.code, removed.err).toBe(0);
    expect(removed.out).toMatch(new RegExp(`^Removed #${id} `));
    expect((await served()).map((channel) => channel.name)).toEqual(['LINE']);
  });

  it('says what a link of the kind must look like, and refuses an unknown id', async () => {
    const file = join(tmpdir(), `contact-bad-${process.pid}.json`);
    writeFileSync(
      file,
      JSON.stringify({ contact_code_name: 'viberapp', name: 'Viber', contact_link: 'https://viber.com' }),
    );
    const invalid = await cli(['contact', 'save', '--file', file]);
    expect(invalid.code).toBe(2);
    expect(invalid.err).toMatch(/contact_link: Must be a Viber link such as viber:\/\/chat\?number=/);
    expect((await cli(['contact', 'remove', '99999999'])).err).toMatch(
      /Refused \(404 NOT_FOUND\): Contact channel not found/,
    );
    expect((await cli(['contact', 'remove'])).code).toBe(2);
    expect((await cli(['contact', 'list', 'extra'])).code).toBe(2);
  });
});
