import { describe, expect, it } from 'vitest';
import { serverFieldMessage } from './errors';

describe('serverFieldMessage', () => {
  it('turns the English text of a validation message back into its key', () => {
    expect(serverFieldMessage('Invalid referral code')).toBe('invalid_referral');
    expect(serverFieldMessage('This field is required')).toBe('required');
  });

  it('recovers the parameters of a message that has them', () => {
    expect(serverFieldMessage('At least 9 digits')).toBe('min_digits|{"min":"9"}');
    expect(serverFieldMessage('The account number must have 10 or 13 digits')).toBe(
      'invalid_account_length|{"lengths":"10 or 13"}',
    );
  });

  it('leaves any other text as the server wrote it', () => {
    expect(serverFieldMessage('ชื่อผู้ใช้นี้ถูกใช้แล้ว')).toBe('ชื่อผู้ใช้นี้ถูกใช้แล้ว');
  });
});
