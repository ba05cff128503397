import { describe, expect, it } from 'vitest';
import { englishMessage, messageFromEnglish, vmsg } from './validation';

describe('messageFromEnglish', () => {
  it('turns the English text of a validation message back into its key', () => {
    expect(messageFromEnglish('Invalid referral code')).toBe('invalid_referral');
    expect(messageFromEnglish('This field is required')).toBe('required');
  });

  it('recovers the parameters of a message that has them', () => {
    expect(messageFromEnglish('At least 9 digits')).toBe('min_digits|{"min":"9"}');
    expect(messageFromEnglish('The account number must have 10 or 13 digits')).toBe(
      'invalid_account_length|{"lengths":"10 or 13"}',
    );
    expect(messageFromEnglish('The amount must be at least 100.00')).toBe('amount_min|{"min":"100.00"}');
  });

  it('is the inverse of englishMessage', () => {
    const message = vmsg('amount_max', { max: '50000' });
    expect(messageFromEnglish(englishMessage(message))).toBe(message);
  });

  it('leaves any other text as the server wrote it', () => {
    expect(messageFromEnglish('ชื่อผู้ใช้นี้ถูกใช้แล้ว')).toBe('ชื่อผู้ใช้นี้ถูกใช้แล้ว');
  });
});
