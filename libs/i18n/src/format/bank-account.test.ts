import { describe, expect, it } from 'vitest';
import { formatBankAccount } from './bank-account';

describe('formatBankAccount', () => {
  it.each([
    ['1234567890', '123-456789-0'],
    ['1234567890123', '123-456-7890123'],
    ['123-456-7890', '123-456789-0'],
    ['123456789', '123456789'],
    ['12345678901', '12345678901'],
    ['ABC1234567', 'ABC1234567'],
    ['', ''],
  ])('%s → %s', (input, expected) => {
    expect(formatBankAccount(input)).toBe(expected);
  });
});
