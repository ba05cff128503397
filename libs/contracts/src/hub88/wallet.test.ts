import { describe, expect, it } from 'vitest';
import {
  BetRequest,
  hub88ToMinor,
  minorToHub88,
  RollbackRequest,
  WalletResponse,
  WinRequest,
} from './wallet';

const bet = {
  user: 'john12345',
  transaction_uuid: '16d2dcfe-b89e-11e7-854a-58404eea6d16',
  supplier_transaction_id: '41ecc3ad-b181-4235-bf9d-acf0a7ad9730',
  token: '55b7518e-b89e-11e7-81be-58404eea6d16',
  round_closed: true,
  round: 'rNEMwgzJAOZ6eR3V',
  reward_uuid: null,
  request_uuid: '583c985f-fee6-4c0e-bbf5-308aad6265af',
  is_free: false,
  game_code: 'clt_dragonrising',
  currency: 'EUR',
  bet: 'zero',
  amount: 100500,
  meta: { selection: 'home_team', odds: 2.5 },
};

describe('Hub88 wallet schemas', () => {
  it('parse a bet, a win referencing it and a rollback', () => {
    expect(BetRequest.parse(bet).amount).toBe(100500);
    const win = { ...bet, transaction_uuid: 'w-1', reference_transaction_uuid: bet.transaction_uuid };
    expect(WinRequest.parse(win).reference_transaction_uuid).toBe(bet.transaction_uuid);
    const { amount: _a, currency: _c, bet: _b, is_free: _f, ...rollback } = win;
    expect(RollbackRequest.parse({ ...rollback, transaction_uuid: 'r-1' }).reference_transaction_uuid).toBe(
      bet.transaction_uuid,
    );
  });

  it('keep unknown fields and refuse fractional or missing amounts', () => {
    expect(BetRequest.parse({ ...bet, new_field: 1 })).toHaveProperty('new_field', 1);
    expect(BetRequest.safeParse({ ...bet, amount: 1.5 }).success).toBe(false);
    expect(WinRequest.safeParse({ ...bet }).success).toBe(false);
  });

  it('accept error answers without a balance', () => {
    expect(
      WalletResponse.parse({ status: 'RS_ERROR_INVALID_SIGNATURE', request_uuid: 'x' }).balance,
    ).toBeUndefined();
    expect(WalletResponse.safeParse({ status: 'RS_NOPE', request_uuid: 'x' }).success).toBe(false);
  });
});

describe('Hub88 amounts', () => {
  it('are 1/100,000 of the currency unit', () => {
    expect(minorToHub88(356n, 2)).toBe(356000);
    expect(hub88ToMinor(356000, 2)).toBe(356n);
    expect(minorToHub88(7n, 0)).toBe(700000);
    expect(hub88ToMinor(12_345_678, 8)).toBe(12_345_678_000n);
  });

  it('refuse conversions that would lose precision', () => {
    expect(() => hub88ToMinor(356001, 2)).toThrow(RangeError);
    expect(() => minorToHub88(1n, 8)).toThrow(RangeError);
    expect(() => hub88ToMinor(-5, 2)).toThrow(RangeError);
  });
});

describe('Hub88 rollback', () => {
  it('parses without a game code so a cancel is never refused for it', () => {
    const rollback = {
      user: 'john12345',
      transaction_uuid: 'r-2',
      token: 't-1',
      request_uuid: 'q-2',
      reference_transaction_uuid: 'b-1',
    };
    expect(RollbackRequest.parse(rollback).game_code).toBeUndefined();
    expect(RollbackRequest.parse({ ...rollback, game_code: null }).game_code).toBeNull();
  });
});
