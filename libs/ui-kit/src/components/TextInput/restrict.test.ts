import { describe, expect, it } from 'vitest';
import { restrictValue } from './restrict';

describe('restrictValue', () => {
  it.each([
    ['alpha', 'ab1 c-d_é', 'abcdé'],
    ['alpha', 'สวัสดี 123', 'สวัสดี'],
    ['alpha-space', 'John  Smith3!', 'John  Smith'],
    ['alphanumeric', 'user_01 !x', 'user01x'],
    ['numeric', '12a-3.4 5', '12345'],
    ['tel', '+66 (81) 234-5678', '+66812345678'],
    ['tel', '08+1+2', '0812'],
    ['decimal', '1,234.5.6a', '1234.56'],
    ['decimal', '.5', '.5'],
  ] as const)('%s keeps only allowed characters of %j', (mode, input, expected) => {
    expect(restrictValue(input, mode)).toBe(expected);
  });
});
