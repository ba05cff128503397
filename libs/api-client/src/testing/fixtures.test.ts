import { describe, expect, it } from 'vitest';
import {
  buildCompleteMember,
  buildCurrency,
  buildLanguage,
  buildMember,
  buildWallet,
  list,
  listPage,
  listWithLimit,
  thbWalletCurrency,
} from './fixtures';

describe('shared fixtures', () => {
  it('build a fresh member and apply overrides over the defaults', () => {
    expect(buildMember()).toMatchObject({ id: 11, bank_no: null, full_name: null });
    expect(buildMember({ id: 3, ref_code: 'R3' })).toMatchObject({
      id: 3,
      ref_code: 'R3',
      username: '0812345678',
    });
  });

  it('reject an override the contract does not allow', () => {
    expect(() => buildWallet({ balance: 'lots' })).toThrow();
    expect(() => buildCurrency({ code: '' })).toThrow();
  });

  it('give an empty THB wallet by default', () => {
    expect(buildWallet()).toMatchObject({ balance: '0.00', currency: thbWalletCurrency });
  });

  it('page a list reply with the total defaulting to the data length', () => {
    expect(listPage(['a', 'b'], { limit: 10 })).toEqual({ total: 2, limit: 10, skip: 0, data: ['a', 'b'] });
    expect(listPage([], { total: 7 })).toEqual({ total: 7, limit: 20, skip: 0, data: [] });
  });

  it('page a list reply in a library page size, or the server default', () => {
    expect(listWithLimit(10)(['a'], 12)).toEqual({ total: 12, limit: 10, skip: 0, data: ['a'] });
    expect(list(['a'])).toEqual({ total: 1, limit: 20, skip: 0, data: ['a'] });
  });

  it('build a member with a name and a bank account, and English', () => {
    expect(buildCompleteMember()).toMatchObject({
      id: 11,
      full_name: 'Somchai Jaidee',
      bank_no: '1234567890',
    });
    expect(buildLanguage()).toMatchObject({ code: 'en', is_default: true });
  });
});
