import { describe, expect, it } from 'vitest';
import { parseCommand, UsageError } from './args';

describe('parseCommand', () => {
  it('reads list commands with defaults and options', () => {
    expect(parseCommand(['withdrawals', 'list'])).toEqual({
      kind: 'list',
      resource: 'withdrawals',
      status: 'pending',
      limit: 50,
      json: false,
    });
    expect(parseCommand(['deposits', 'list', '--status', 'fail', '--limit', '5', '--json'])).toEqual({
      kind: 'list',
      resource: 'deposits',
      status: 'fail',
      limit: 5,
      json: true,
    });
  });

  it('reads approve with an optional reason and refuse/reject with a required one', () => {
    expect(parseCommand(['withdrawals', 'approve', '12'])).toMatchObject({
      kind: 'approve',
      id: 12,
      reason: undefined,
    });
    expect(parseCommand(['deposits', 'approve', '3', '--reason', 'slip ok'])).toMatchObject({
      reason: 'slip ok',
    });
    expect(parseCommand(['withdrawals', 'refuse', '7', '--reason', 'name mismatch'])).toEqual({
      kind: 'refuse',
      resource: 'withdrawals',
      id: 7,
      reason: 'name mismatch',
      json: false,
    });
    expect(parseCommand(['deposits', 'reject', '7', '--reason', 'no slip'])).toMatchObject({
      kind: 'refuse',
    });
  });

  it('asks for help with no arguments or --help', () => {
    expect(parseCommand([])).toEqual({ kind: 'help' });
    expect(parseCommand(['withdrawals', 'list', '-h'])).toEqual({ kind: 'help' });
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
  ])('refuses %j', (argv, message) => {
    expect(() => parseCommand(argv)).toThrow(UsageError);
    expect(() => parseCommand(argv)).toThrow(message);
  });

  it('refuses unknown options', () => {
    expect(() => parseCommand(['withdrawals', 'list', '--force'])).toThrow(/Unknown option/);
  });
});
