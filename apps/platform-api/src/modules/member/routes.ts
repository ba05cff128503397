import type { ActiveStep, Privilege } from '@casino/contracts';
import { memberApi, minorToMoney } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/types';
import { AppError, MESSAGES } from '../../http/errors';
import { single } from '../../http/find';
import { memberRoute } from '../../http/route';
import { STEP_NAMES } from './strings';
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
  const privileges = (
    await db.query<{ value: { privilege?: Privilege[] } }>(
      `SELECT value FROM settings WHERE key = 'custom_function'`,
    )
  ).rows[0]?.value.privilege;
  return {
    id: main.id,
    balance: money(main.balance),
    cashback: money(balanceOf('cashback')),
    rebate: money(balanceOf('rebate')),
    affiliate: money(balanceOf('affiliate')),
    currency: {
      id: currency.id,
      code: currency.code,
      symbol: currency.symbol,
      is_following: currency.is_following,
      enable_decimal: currency.enable_decimal,
    },
    pointData: {
      point: Number(balanceOf('points')),
      badge_point: Number(balanceOf('badge_points')),
      is_display: privileges?.includes('point') ?? false,
    },
    turn_deposit: money(user.turn_deposit),
    turn_deposit_target: money(user.turn_deposit_target),
  };
}

/** Spec section 4: steps 1 and 2 are open; step 3 opens once step 2's data is complete. */
async function activeSteps(db: Queryable, userId: number): Promise<ActiveStep[]> {
  const user = await findUserById(db, userId);
  const flags = (
    await db.query<{
      value: {
        profile_dob: boolean;
        profile_gender: boolean;
        profile_register_channel: boolean;
        email_required: boolean;
      };
    }>(`SELECT value FROM settings WHERE key = 'global_config'`)
  ).rows[0]?.value;
  if (!user) return [];
  const phoneVerified = (
    await db.query<{ verified: boolean }>(
      'SELECT phone_verified_at IS NOT NULL AS verified FROM users WHERE id = $1',
      [userId],
    )
  ).rows[0]?.verified;
  const filled = (value: unknown) => value !== null && value !== undefined && value !== '';
  const personalComplete =
    filled(user.first_name) &&
    filled(user.last_name) &&
    (!flags?.profile_dob || filled(user.DOB)) &&
    (!flags?.profile_gender || filled(user.gender)) &&
    (!flags?.profile_register_channel || filled(user.register_channal_id)) &&
    (!flags?.email_required || filled(user.email));
  const bankComplete = filled(user.bank_currency_information_id) && filled(user.bank_no);
  return [
    { step_no: 1, name: STEP_NAMES[1], is_active: true, is_completed: phoneVerified ?? false },
    { step_no: 2, name: STEP_NAMES[2], is_active: true, is_completed: personalComplete },
    { step_no: 3, name: STEP_NAMES[3], is_active: personalComplete, is_completed: bankComplete },
  ];
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

  memberRoute(app, memberApi.activeStepFind, async ({ member, query }) => {
    const steps = await activeSteps(app.db, member.userId);
    const direction = query.$sort?.step_no ?? 1;
    const sorted = [...steps].sort((a, b) => (a.step_no - b.step_no) * direction);
    const skip = query.$skip ?? 0;
    const limit = query.$limit ?? sorted.length;
    return { total: sorted.length, limit, skip, data: sorted.slice(skip, skip + limit) };
  });
}
