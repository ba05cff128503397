import * as api from '@casino/contracts/safer-gambling';
import { LimitKind } from '@casino/contracts/safer-gambling';
import { moneyToMinor } from '@casino/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError, fieldError, MESSAGES } from '../../http/errors';
import { memberRoute } from '../../http/route';
import { adminRoute, audit } from '../admin';
import { cancelPending, setLimit } from './limits';
import { gamblingLimitsOf, playSummaryOf, walletCurrency } from './read';
import { realityCheckOptions, setRealityCheck, writeRealityCheckOptions } from './reality-check';
import { GAMBLING_LIMIT_MESSAGES } from './strings';
import { setBusinessTimeZone } from './time-zone';

export interface GamblingLimitRoutesOptions {
  /** The clock (tests move it to see a pending increase apply). */
  now?: () => Date;
}

function minorOf(amount: string, scale: number): bigint {
  let minor = -1n;
  try {
    minor = moneyToMinor(amount, scale);
  } catch {
    // Too many decimals for the currency: refused below like any amount that is not above zero.
  }
  if (minor <= 0n) {
    throw new AppError(400, 'VALIDATION_FAILED', GAMBLING_LIMIT_MESSAGES.invalidAmount, [
      fieldError('body.amount', GAMBLING_LIMIT_MESSAGES.invalidAmount),
    ]);
  }
  return minor;
}

/** Issue 19 (part 1): the member's deposit, loss and session limits, the reality check, staff's intervals. */
export async function gamblingLimitRoutes(app: FastifyInstance, options: GamblingLimitRoutesOptions = {}) {
  const now = options.now ?? (() => new Date());
  const timeZone = app.config.brand.time_zone;
  const brandId = app.config.brand.id;
  setBusinessTimeZone(timeZone);
  const page = (userId: number) =>
    app.db.transaction((tx) => gamblingLimitsOf(tx, userId, now(), timeZone, brandId));

  memberRoute(app, api.gamblingLimitFind, async ({ member }) => page(member.userId));

  memberRoute(app, api.gamblingLimitCreate, async ({ member, body }) => {
    await app.db.transaction(async (tx) => {
      if (body.kind === 'session') {
        const minutes = 'minutes' in body ? body.minutes : null;
        await setLimit(tx, member.userId, 'session', minutes === null ? null : BigInt(minutes), now());
        return;
      }
      const amount = 'amount' in body ? body.amount : null;
      const { scale } = await walletCurrency(tx, member.userId);
      const value = amount === null ? null : minorOf(amount, scale);
      await setLimit(tx, member.userId, body.kind, value, now());
    });
    return page(member.userId);
  });

  memberRoute(app, api.gamblingLimitPendingRemove, async ({ member, id }) => {
    const kind = LimitKind.safeParse(id);
    if (!kind.success) throw new AppError(404, 'NOT_FOUND', MESSAGES.notFound);
    await app.db.transaction((tx) => cancelPending(tx, member.userId, kind.data, now()));
    return page(member.userId);
  });

  memberRoute(app, api.realityCheckCreate, async ({ member, body }) => {
    await app.db.transaction((tx) => setRealityCheck(tx, member.userId, brandId, body.interval_minutes));
    return page(member.userId);
  });

  memberRoute(app, api.playSummaryFind, async ({ member, query }) =>
    playSummaryOf(app.db, member.userId, new Date(query.since), now()),
  );

  adminRoute(app, api.realityCheckOptionsGet, async () => ({
    options: await realityCheckOptions(app.db, brandId),
  }));

  adminRoute(app, api.realityCheckOptionsUpdate, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const before = await realityCheckOptions(tx, brandId);
      const options = await writeRealityCheckOptions(tx, brandId, body.options);
      await audit(tx, {
        adminId: admin.id,
        action: 'reality_check_options.update',
        targetType: 'brand',
        targetId: brandId,
        reason: body.reason ?? null,
        before: { options: before },
        after: { options },
        ip: request.ip,
      });
      return { options };
    }),
  );
}
