import { DEFAULT_LIMIT } from '@casino/contracts';
import { QUEST_MESSAGES, questApi } from '@casino/contracts/quests';
import type { QuestClaim } from '@casino/contracts/quests';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../http/errors';
import { memberRoute, route } from '../../http/route';
import { adminRoute, audit } from '../admin';
import { publishFreeSpins } from '../free-spin';
import { languageCodeOf } from '../member-level/levels';
import { publishMemoNotice } from '../memo';
import { assertPrivilege } from '../privileges';
import { adminQuests, saveQuest } from './admin';
import { questById, questsOf, toQuest } from './catalogue';
import { checkIn, claimQuest, joinQuest } from './claim';
import { questCategories, questGames, questProviders } from './games';
import { questClaims, questHistory } from './history';
import { checkInState, memberBoard, notificationOf } from './member';
import { questProgressProjection } from './projection';

/**
 * Quests (spec 3): the board for visitors and members, join, claim, the daily check-in, the histories and
 * the badge, all behind the `quest` privilege for members (403); staff's quests; the progress projection.
 * Completions and rewards write memos, so PERSONAL_MESSAGE refreshes the member's quest pages.
 */
export async function questRoutes(app: FastifyInstance) {
  const timeZone = app.config.brand.time_zone;
  const notify = async (userIds: readonly number[]) => {
    for (const userId of userIds) await publishMemoNotice(app, userId);
  };
  // Every move of a member's progress (not only completions) reaches their open quest pages.
  const progressed = async (userId: number, questIds: readonly number[]) => {
    await app.events
      .publish(userId, { topic_name: 'QUEST', data: { quest_ids: [...questIds] } })
      .catch((error: unknown) => app.log.warn({ err: error }, 'QUEST event not published'));
  };
  app.stream.register(questProgressProjection(timeZone, notify, progressed));
  const gate = (userId: number) => assertPrivilege(app.db, userId, 'quest');
  /** After a claim's commit: the memo refresh, and free spins' success alert with "play now". */
  const announce = async (userId: number, claim: QuestClaim) => {
    await notify([userId]);
    const spins = claim.free_spin_grant;
    if (spins) await publishFreeSpins(app, userId, spins.grant_id);
  };

  route(app, questApi.questPublicFind, async ({ query }) => {
    const code = await languageCodeOf(app.db, query.language_id);
    const quests = await questsOf(app.db, {
      currencyId: query.currency_id,
      now: new Date(),
      type: query.type,
      id: query.quest_information_id,
    });
    return { data: quests.map((quest) => toQuest(quest, code)) };
  });

  // Where a quest's rounds count (spec quest-game-*): public, as the quest itself is.
  const knownQuest = async (id: number) => {
    const quest = await questById(app.db, id);
    if (!quest?.is_active) throw new AppError(404, 'NOT_FOUND', QUEST_MESSAGES.notFound);
  };
  route(app, questApi.questGameCategoryFind, async ({ query }) => {
    await knownQuest(query.quest_information_id);
    return { data: await questCategories(app.db, query.quest_information_id) };
  });
  route(app, questApi.questGameProviderFind, async ({ query }) => {
    await knownQuest(query.quest_information_id);
    return { data: await questProviders(app.db, query.quest_information_id) };
  });
  route(app, questApi.questGameListFind, async ({ query }) => {
    await knownQuest(query.quest_information_id);
    const limit = query.$limit ?? DEFAULT_LIMIT;
    const skip = query.$skip ?? 0;
    const games = await questGames(app.db, query.quest_information_id, {
      limit,
      skip,
      byName: query.$sort?.name,
    });
    return { ...games, limit, skip };
  });

  memberRoute(app, questApi.questMemberFind, async ({ member, query }) => {
    await gate(member.userId);
    const code = await languageCodeOf(app.db, query.language_id);
    return { data: await memberBoard(app.db, member.userId, query, code, timeZone) };
  });

  memberRoute(app, questApi.questJoin, async ({ member, body }) => {
    await gate(member.userId);
    await app.db.transaction((tx) => joinQuest(tx, member.userId, body.quest_information_id));
    const [joined] = await memberBoard(
      app.db,
      member.userId,
      { quest_information_id: body.quest_information_id },
      'en',
      timeZone,
    );
    if (!joined) throw new Error('joined quest vanished');
    return joined;
  });

  memberRoute(app, questApi.questClaim, async ({ member, body }) => {
    await gate(member.userId);
    const claim = await app.db.transaction((tx) => claimQuest(tx, app.bonus, member.userId, body, timeZone));
    await announce(member.userId, claim);
    return claim;
  });

  memberRoute(app, questApi.questCheckInFind, async ({ member, query }) => {
    await gate(member.userId);
    return checkInState(app.db, member.userId, await languageCodeOf(app.db, query.language_id), timeZone);
  });

  memberRoute(app, questApi.questCheckIn, async ({ member }) => {
    await gate(member.userId);
    const claim = await app.db.transaction((tx) => checkIn(tx, app.bonus, member.userId, timeZone));
    await announce(member.userId, claim);
    return claim;
  });

  memberRoute(app, questApi.questHistoryFind, async ({ member, query }) => {
    await gate(member.userId);
    const limit = query.$limit ?? DEFAULT_LIMIT;
    const skip = query.$skip ?? 0;
    const code = await languageCodeOf(app.db, query.language_id);
    const page = await questHistory(app.db, member.userId, { ...query, limit, skip }, code, timeZone);
    return { ...page, limit, skip };
  });

  memberRoute(app, questApi.questSuccessFind, async ({ member, query }) => {
    await gate(member.userId);
    const limit = query.$limit ?? DEFAULT_LIMIT;
    const skip = query.$skip ?? 0;
    const code = await languageCodeOf(app.db, query.language_id);
    return { ...(await questClaims(app.db, member.userId, { ...query, limit, skip }, code)), limit, skip };
  });

  memberRoute(app, questApi.questNotificationFind, async ({ member }) => {
    await gate(member.userId);
    return notificationOf(app.db, member.userId, timeZone);
  });

  adminRoute(app, questApi.adminQuestList, async () => ({ data: await adminQuests(app.db) }));

  adminRoute(app, questApi.adminQuestSave, async ({ body, admin, request }) =>
    app.db.transaction(async (tx) => {
      const saved = await saveQuest(tx, body);
      await audit(tx, {
        adminId: admin.id,
        action: 'quest.save',
        targetType: 'quest',
        targetId: saved.id,
        before: null,
        after: saved,
        ip: request.ip,
      });
      return saved;
    }),
  );
}
