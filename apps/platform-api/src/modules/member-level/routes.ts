import { memberLevelApi } from '@casino/contracts/quests';
import type { FastifyInstance } from 'fastify';
import { memberRoute, route } from '../../http/route';
import type { Payout } from '../../jobs';
import { adminRoute, audit } from '../admin';
import { nextCalculationAt } from '../cashback/programme';
import { publishMemoNotice } from '../memo';
import { birthdayBonusJob } from './birthday';
import { LEVEL_CRON, memberLevelJob } from './job';
import { adminLevels, languageCodeOf, levelsOf, saveLevel, toMemberLevel } from './levels';
import { standingOf } from './standing';

/**
 * Member levels: the levels of a currency (public), the member's standing, staff's levels, and the daily
 * jobs that move members up (with the VIP bonus per step) and pay the birthday bonus.
 */
export async function memberLevelRoutes(app: FastifyInstance) {
  const timeZone = app.config.brand.time_zone;
  // Members whose run wrote them a memo (a level reached, a birthday bonus) hear of it on their open pages.
  const tellMemoWritten = (prefix: string) => async (_day: string, claimed: readonly Payout[]) => {
    const { rows } = await app.db.query<{ user_id: number }>(
      `SELECT DISTINCT user_id FROM memo_topics
        WHERE user_id = ANY($1::int[]) AND source_key LIKE $2 AND created_at > now() - interval '1 hour'`,
      [claimed.map((payout) => payout.userId), `${prefix}:%`],
    );
    for (const row of rows) await publishMemoNotice(app, row.user_id);
  };
  app.jobs.register(memberLevelJob({ afterPay: tellMemoWritten('level_up') }));
  app.jobs.register(birthdayBonusJob({ afterPay: tellMemoWritten('birthday_bonus') }));

  route(app, memberLevelApi.memberLevelListFind, async ({ query }) => {
    const code = await languageCodeOf(app.db, query.language_id);
    const levels = await levelsOf(app.db, query.currency_id);
    return { data: levels.map((level) => toMemberLevel(level, code)) };
  });

  memberRoute(app, memberLevelApi.memberLevelFind, async ({ member, query }) =>
    standingOf(
      app.db,
      member.userId,
      await languageCodeOf(app.db, query.language_id),
      nextCalculationAt(LEVEL_CRON, timeZone),
    ),
  );

  adminRoute(app, memberLevelApi.adminMemberLevelList, async () => ({ data: await adminLevels(app.db) }));

  adminRoute(app, memberLevelApi.adminMemberLevelSave, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const saved = await saveLevel(tx, body);
      await audit(tx, {
        adminId: admin.id,
        action: 'member_level.save',
        targetType: 'member_level',
        targetId: saved.id,
        before: null,
        after: saved,
        ip: request.ip,
      });
      return saved;
    }),
  );
}
