import { memberApi, minorToMoney } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { AppError, MESSAGES } from '../../http/errors';
import { single } from '../../http/find';
import { memberRoute } from '../../http/route';
import { privilegesOf } from '../privileges';
import { findUserById } from './users';

interface AccountRow {
  id: number;
  kind: string;
  balance: bigint;
}

async function walletOf(db: Queryable, userId: number) {
  const user = (
    await db.query<{ currency_id: number; turn_deposit: bigint; turn_deposit_target: bigint }>(
      'SELECT currency_id, turn_deposit, turn_deposit_target FROM users WHERE id = $1',
      [userId],
    )
  ).rows[0];
  if (!user) return undefined;
  const currency = (
    await db.query<{
      id: number;
      code: string;
      symbol: string;
      is_following: boolean;
      enable_decimal: boolean;
      scale: number;
    }>('SELECT id, code, symbol, is_following, enable_decimal, scale FROM currencies WHERE id = $1', [
      user.currency_id,
    ])
  ).rows[0];
  const accounts = (
    await db.query<AccountRow>('SELECT id, kind, balance FROM accounts WHERE user_id = $1', [userId])
  ).rows;
  const main = accounts.find((a) => a.kind === 'main');
  if (!currency || !main) return undefined;
  const balanceOf = (kind: string) => accounts.find((a) => a.kind === kind)?.balance ?? 0n;
  const money = (minor: bigint) => minorToMoney(minor, currency.scale);
  const privileges = await privilegesOf(db, userId);
  return {
    id: main.id,
    balance: money(main.balance),
    cashback: money(balanceOf('cashback')),
    rebate: money(balanceOf('rebate')),
    affiliate: money(balanceOf('affiliate')),
    bonus: money(balanceOf('bonus')),
    currency: {
      id: currency.id,
      code: currency.code,
      symbol: currency.symbol,
      is_following: currency.is_following,
      enable_decimal: currency.enable_decimal,
    },
    // Points are kept in hundredths; the wallet shows them as a number of points (12.5).
    pointData: {
      point: Number(balanceOf('points')) / 100,
      badge_point: Number(balanceOf('badge_points')) / 100,
      is_display: privileges.includes('point'),
    },
    turn_deposit: money(user.turn_deposit),
    turn_deposit_target: money(user.turn_deposit_target),
  };
}

const notAuthenticated = () => new AppError(401, 'NOT_AUTHENTICATED', MESSAGES.notAuthenticated);

export async function memberRoutes(app: FastifyInstance) {
  memberRoute(app, memberApi.profileFind, async ({ member }) => {
    const user = await findUserById(app.db, member.userId);
    if (!user) throw notAuthenticated();
    return single(user);
  });

  memberRoute(app, memberApi.walletFind, async ({ member }) => {
    const wallet = await walletOf(app.db, member.userId);
    if (!wallet) throw notAuthenticated();
    return single(wallet);
  });
}
