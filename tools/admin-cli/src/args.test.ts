import { adminPath } from '@casino/contracts';
import { describe, expect, it } from 'vitest';
import { parseCommand, USAGE, UsageError } from './args';

/** What a command line sends: the parsed command run against a recording stand-in for the API. */
async function sent(argv: string[]) {
  const line = parseCommand(argv);
  if (line.kind !== 'run') throw new Error(`${argv.join(' ')} is no command`);
  const calls: unknown[] = [];
  await line.command.run(async (endpoint, request) => {
    calls.push({
      call: `${endpoint.method} ${adminPath(endpoint, request.params)}`,
      ...(request.query ? { query: request.query } : {}),
      ...(request.body !== undefined ? { body: request.body } : {}),
    });
    return undefined as never;
  });
  expect(calls).toHaveLength(1);
  return { ...(calls[0] as object), json: line.json };
}

describe('parseCommand', () => {
  it('reads list commands with defaults and options', async () => {
    expect(await sent(['withdrawals', 'list'])).toEqual({
      call: 'GET /admin/withdrawals',
      query: { status: 'pending', $limit: 50 },
      json: false,
    });
    expect(await sent(['deposits', 'list', '--status', 'fail', '--limit', '5', '--json'])).toEqual({
      call: 'GET /admin/deposits',
      query: { status: 'fail', $limit: 5 },
      json: true,
    });
  });

  it('reads approve with an optional reason and refuse/reject with a required one', async () => {
    expect(await sent(['withdrawals', 'approve', '12'])).toMatchObject({
      call: 'POST /admin/withdrawals/12/approve',
      body: {},
    });
    expect(await sent(['deposits', 'approve', '3', '--reason', 'slip ok'])).toMatchObject({
      body: { reason: 'slip ok' },
    });
    expect(await sent(['withdrawals', 'refuse', '7', '--reason', 'name mismatch'])).toEqual({
      call: 'POST /admin/withdrawals/7/refuse',
      body: { reason: 'name mismatch' },
      json: false,
    });
    expect(await sent(['deposits', 'reject', '7', '--reason', 'no slip'])).toMatchObject({
      call: 'POST /admin/deposits/7/reject',
    });
  });

  it('reads the brand settings commands', async () => {
    expect(await sent(['settings', 'show', '--json'])).toEqual({
      call: 'GET /admin/brand-settings',
      json: true,
    });
    expect(await sent(['settings', 'set', 'should-iframe-redirect', 'true'])).toEqual({
      call: 'POST /admin/brand-settings',
      body: { should_iframe_redirect: true },
      json: false,
    });
    expect(
      await sent(['settings', 'set', 'mobile-url', 'https://m.example.test', '--reason', 'launch']),
    ).toMatchObject({ body: { mobile_url: 'https://m.example.test', reason: 'launch' } });
    expect(await sent(['settings', 'set', 'mobile-url', 'none'])).toMatchObject({
      body: { mobile_url: null },
    });
  });

  it('reads the daily job commands', async () => {
    expect(await sent(['jobs', 'list'])).toEqual({ call: 'GET /admin/jobs', json: false });
    expect(await sent(['jobs', 'run', 'cashback'])).toEqual({
      call: 'POST /admin/jobs/cashback/run',
      body: {},
      json: false,
    });
    expect(await sent(['jobs', 'run', 'cashback', '--day', '2026-11-20'])).toMatchObject({
      body: { business_day: '2026-11-20' },
    });
  });

  it('asks for help with no arguments or --help, and lists every resource', () => {
    expect(parseCommand([])).toEqual({ kind: 'help' });
    expect(parseCommand(['withdrawals', 'list', '-h'])).toEqual({ kind: 'help' });
    expect(USAGE).toMatch(
      /^Usage: admin-cli <withdrawals\|deposits\|settings\|seo\|script-tags\|analytics\|jobs\|cashback\|affiliate\|promotions\|coupons\|money-triggers\|levels\|quests\|rewards\|free-spins\|memos\|popups\|trigger-allowance\|push\|contact> <command>/,
    );
    expect(USAGE).toContain('jobs run <name> [--day YYYY-MM-DD]');
    expect(USAGE).toContain('memos send --to <ids,...|all>');
    expect(USAGE).toContain('free-spins save --file PATH');
    expect(USAGE).toContain('affiliate set-referrer <user id> <ref code|none>');
    expect(USAGE).toContain('push test --member <username> [--title ..] [--body ..]');
    expect(USAGE).toContain('contact save --file PATH [--reason ...]');
  });

  it.each([
    [['payments', 'list'], /Unknown resource/],
    [['withdrawals', 'cancel', '1'], /Unknown command/],
    [['withdrawals', 'reject', '1', '--reason', 'x'], /Unknown command/],
    [['deposits', 'refuse', '1', '--reason', 'x'], /Unknown command/],
    [['withdrawals', 'refuse', '1'], /needs --reason/],
    [['withdrawals', 'refuse', '1', '--reason', '   '], /needs --reason/],
    [['withdrawals', 'approve', 'abc'], /positive numeric id/],
    [['withdrawals', 'approve', '0'], /positive numeric id/],
    [['withdrawals', 'approve'], /positive numeric id/],
    [['withdrawals', 'list', '--status', 'done'], /Unknown status/],
    [['withdrawals', 'list', '--limit', '0'], /--limit/],
    [['withdrawals', 'list', '7'], /no id/],
    [['withdrawals', 'approve', '1', '2'], /Unexpected arguments/],
    [['withdrawals', 'list', '--day', '2026-01-01'], /takes no --day/],
    [['settings', 'list'], /Unknown command for settings/],
    [['settings', 'show', 'mobile-url'], /Unexpected arguments/],
    [['settings', 'set', 'register-type', 'phone'], /Unknown setting/],
    [['settings', 'set', 'should-iframe-redirect', 'yes'], /true or false/],
    [['settings', 'set', 'should-iframe-redirect'], /true or false/],
    [['settings', 'set', 'mobile-url', 'm.example.test'], /absolute http\(s\) URL/],
    [['settings', 'set', 'mobile-url', 'https://m.example.test/?ref=1'], /query/],
    [['settings', 'set', 'mobile-url', 'https://m.example.test', 'extra'], /Unexpected arguments/],
    [['jobs', 'run'], /needs the job name/],
    [['jobs', 'run', 'cashback', '--day', 'yesterday'], /YYYY-MM-DD/],
    [['jobs', 'list', 'cashback'], /takes no name/],
    [['jobs', 'stop', 'cashback'], /Unknown command for jobs/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
    expect(() => parseCommand(argv)).toThrow(message);
  });

  it('refuses unknown options', () => {
    expect(() => parseCommand(['withdrawals', 'list', '--force'])).toThrow(/Unknown option/);
  });
});
