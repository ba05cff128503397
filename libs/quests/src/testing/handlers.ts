import {
  buildCompleteMember,
  buildCustomFunction,
  buildWallet,
  errorReply,
  mockEndpoint,
  notAuthenticated,
} from '@casino/api-client/testing';
import { memberApi, publicApi } from '@casino/contracts';
import type { ErrorReason } from '@casino/contracts';
import { QUEST_MESSAGES, memberLevelApi, questApi } from '@casino/contracts/quests';
import type {
  CheckInState,
  MemberLevel,
  MemberLevelStanding,
  MemberQuest,
  Quest,
  QuestClaim,
  QuestGame,
} from '@casino/contracts/quests';
import { gamesLobbyHandlers } from '@casino/games-launch/testing';
import {
  baht,
  buildCheckInState,
  buildClaim,
  buildStanding,
  english,
  generalConfig,
  levels as thbLevels,
  list,
  lobbyGames,
  memberQuests,
  publicQuests,
  toCatalogueGame,
} from './fixtures';

// MSW handlers built from the contracts, for component tests and stories alike (no test runner here).

/** The wallet's THB, with the fixtures' symbol. */
const walletBaht = { id: 1, code: 'THB', symbol: '฿', is_following: false, enable_decimal: false };

/** The reference data every page reads and the levels of THB (or `levels`). */
export function referenceHandlers(levels: () => MemberLevel[] = () => thbLevels) {
  return [
    mockEndpoint(publicApi.languageFind, () => list([english])),
    mockEndpoint(publicApi.currencyFind, () => list([baht])),
    mockEndpoint(publicApi.generalConfigFind, () => list([generalConfig])),
    mockEndpoint(memberLevelApi.memberLevelListFind, ({ query }) => ({
      data: levels().filter((level) => String(level.currency_id) === query['currency_id']),
    })),
  ];
}

/** A visitor: no session, the public levels. */
export function visitorHandlers(levels?: () => MemberLevel[]) {
  return [...referenceHandlers(levels), mockEndpoint(memberApi.profileFind, () => notAuthenticated())];
}

/** A logged-in member with a THB wallet and the given standing (Bronze, half-way to Silver). */
export function memberHandlers(
  standing: () => MemberLevelStanding | Response = () => buildStanding(),
  levels?: () => MemberLevel[],
) {
  return [
    ...referenceHandlers(levels),
    mockEndpoint(memberApi.profileFind, () => list([buildCompleteMember()])),
    mockEndpoint(memberApi.walletFind, () => list([buildWallet({ currency: walletBaht })])),
    mockEndpoint(memberLevelApi.memberLevelFind, standing),
  ];
}

/** The quests' server side in memory: what the member's quests, check-in and histories are now. */
export interface QuestStore {
  quests: MemberQuest[];
  /** Public quests for visitors (THB unless they say otherwise). */
  publicQuests: Quest[];
  checkIn: CheckInState;
  history: MemberQuest[];
  claims: QuestClaim[];
  /** The lobby's active games, in its order: where quests count. */
  games: QuestGame[];
  /** Every call to a quest endpoint that writes, with its body, in order. */
  writes: { endpoint: 'join' | 'claim' | 'check-in'; body: unknown }[];
}

/** A store with the member's board mid-way, the check-in not done today, and empty histories. */
export function createQuestStore(overrides: Partial<QuestStore> = {}): QuestStore {
  return {
    quests: memberQuests.map((quest) => ({ ...quest })),
    publicQuests,
    checkIn: buildCheckInState(),
    history: [],
    claims: [],
    games: lobbyGames,
    writes: [],
    ...overrides,
  };
}

const NOW = '2026-11-26T05:00:00.000Z';

/** A page of `rows` as `$skip` and `$limit` ask. */
function page<T>(rows: readonly T[], query: Record<string, unknown>) {
  const limit = Number(query['$limit'] ?? 20);
  const skip = Number(query['$skip'] ?? 0);
  return { total: rows.length, limit, skip, data: rows.slice(skip, skip + limit) };
}

/** The spins a claim of `quest` grants now, as the server answers them (null for other rewards). */
function grantOf(quest: Quest, grantId: number): QuestClaim['free_spin_grant'] {
  const spins = quest.reward_free_spin;
  if (!spins) return null;
  const { valid_days: days, ...terms } = spins;
  return {
    ...terms,
    grant_id: grantId,
    expire_date: new Date(Date.parse(NOW) + days * 86_400_000).toISOString(),
  };
}

/** A refusal as the server answers it: its status, its reason (the site's localized text) and message. */
const refusal = (code: number, reason: ErrorReason, message: string) => errorReply({ code, reason, message });

/**
 * The quest endpoints over a store, as the server answers them: joining an open quest, claiming a
 * completed one once, checking in once a day, and the histories newest first (as stored) in pages.
 */
export function questHandlers(store: QuestStore) {
  const byId = (id: unknown) => store.quests.find((quest) => String(quest.id) === String(id));
  return [
    mockEndpoint(questApi.questPublicFind, ({ query }) => ({
      data: store.publicQuests.filter(
        (quest) =>
          String(quest.currency_id) === query['currency_id'] &&
          (query['quest_information_id'] === undefined || String(quest.id) === query['quest_information_id']),
      ),
    })),
    mockEndpoint(questApi.questMemberFind, ({ query }) => ({
      data: store.quests.filter(
        (quest) =>
          query['quest_information_id'] === undefined || String(quest.id) === query['quest_information_id'],
      ),
    })),
    mockEndpoint(questApi.questJoin, ({ body }) => {
      store.writes.push({ endpoint: 'join', body });
      const quest = byId((body as { quest_information_id: number }).quest_information_id);
      if (!quest) return refusal(404, 'NOT_FOUND', QUEST_MESSAGES.notFound);
      if (quest.state !== 'open') return refusal(409, 'QUEST_ALREADY_JOINED', QUEST_MESSAGES.alreadyJoined);
      Object.assign(quest, { state: 'joined', joined_at: NOW, progress: '0' });
      return quest;
    }),
    mockEndpoint(questApi.questClaim, ({ body }) => {
      store.writes.push({ endpoint: 'claim', body });
      const quest = byId((body as { quest_information_id: number }).quest_information_id);
      if (!quest) return refusal(404, 'NOT_FOUND', QUEST_MESSAGES.notFound);
      if (quest.state !== 'completed')
        return refusal(400, 'QUEST_NOT_COMPLETED', QUEST_MESSAGES.notCompleted);
      Object.assign(quest, { state: 'claimed', claimed_at: NOW });
      const claim = buildClaim({
        id: 100 + store.claims.length,
        quest_information_id: quest.id,
        name: quest.name,
        type: quest.type,
        reward_type: quest.reward_type,
        reward_amount: quest.reward_amount,
        free_spin_grant: grantOf(quest, 500 + store.claims.length),
        period: quest.period,
        createdAt: NOW,
      });
      store.claims.unshift(claim);
      return claim;
    }),
    mockEndpoint(questApi.questCheckInFind, () => store.checkIn),
    mockEndpoint(questApi.questCheckIn, ({ body }) => {
      store.writes.push({ endpoint: 'check-in', body });
      const { quest } = store.checkIn;
      if (!quest) return refusal(400, 'QUEST_NO_CHECK_IN', QUEST_MESSAGES.noCheckIn);
      if (store.checkIn.checked_in_today)
        return refusal(400, 'QUEST_ALREADY_CHECKED_IN', QUEST_MESSAGES.alreadyCheckedIn);
      store.checkIn = { ...store.checkIn, checked_in_today: true, streak: store.checkIn.streak + 1 };
      const claim = buildClaim({
        id: 100 + store.claims.length,
        quest_information_id: quest.id,
        name: quest.name,
        type: 'daily_check_in',
        reward_type: quest.reward_type,
        reward_amount: quest.reward_amount,
        free_spin_grant: grantOf(quest, 500 + store.claims.length),
        period: store.checkIn.today,
        createdAt: NOW,
      });
      store.claims.unshift(claim);
      return claim;
    }),
    mockEndpoint(questApi.questHistoryFind, ({ query }) => page(store.history, query)),
    mockEndpoint(questApi.questSuccessFind, ({ query }) => page(store.claims, query)),
    ...questGameHandlers(store),
  ];
}

/** The lobby's games a quest counts: those every one of its restrictions lets through (none: all). */
function gamesOf(store: QuestStore, quest: Quest): QuestGame[] {
  const allows = (named: readonly { id: number }[], id: number) =>
    named.length === 0 || named.some((item) => item.id === id);
  return store.games.filter(
    (game) =>
      allows(quest.categories, game.category.id) &&
      allows(quest.providers, game.provider.id) &&
      allows(quest.games, game.id),
  );
}

/** Each item once, in the order first met. */
function distinct<T extends { id: number }>(items: readonly T[]): T[] {
  return [...new Map(items.map((item) => [item.id, item])).values()];
}

/**
 * quest-game-category, -provider and -list over the store's games, as the server answers them: a quest
 * naming none lists every category, provider and game of the lobby; an unknown quest is a 404.
 */
export function questGameHandlers(store: QuestStore) {
  const counted = (id: unknown): QuestGame[] | null => {
    const quest = [...store.quests, ...store.publicQuests].find((item) => String(item.id) === String(id));
    return quest ? gamesOf(store, quest) : null;
  };
  const notFound = () => refusal(404, 'NOT_FOUND', QUEST_MESSAGES.notFound);
  return [
    mockEndpoint(questApi.questGameCategoryFind, ({ query }) => {
      const games = counted(query['quest_information_id']);
      return games ? { data: distinct(games.map((game) => game.category)) } : notFound();
    }),
    mockEndpoint(questApi.questGameProviderFind, ({ query }) => {
      const games = counted(query['quest_information_id']);
      return games ? { data: distinct(games.map((game) => game.provider)) } : notFound();
    }),
    mockEndpoint(questApi.questGameListFind, ({ query }) => {
      const games = counted(query['quest_information_id']);
      return games ? page(games, query) : notFound();
    }),
  ];
}

/** What the lobby's launch reads ("Play" on a quest's game): the catalogue of the store's games and its config. */
function lobbyHandlers(store: QuestStore) {
  return [
    mockEndpoint(publicApi.customFunctionFind, () => list([buildCustomFunction()])),
    ...gamesLobbyHandlers({ games: store.games.map(toCatalogueGame) }),
  ];
}

/** A logged-in member with a THB wallet and the quests of `store`. */
export function questMemberHandlers(store: QuestStore = createQuestStore()) {
  return [
    ...referenceHandlers(),
    mockEndpoint(memberApi.profileFind, () => list([buildCompleteMember()])),
    mockEndpoint(memberApi.walletFind, () => list([buildWallet({ currency: walletBaht })])),
    ...questHandlers(store),
    ...lobbyHandlers(store),
  ];
}

/** A visitor: no session, the public quests of the site's default currency (THB) from `store`. */
export function questVisitorHandlers(store: QuestStore = createQuestStore()) {
  return [
    ...referenceHandlers(),
    mockEndpoint(memberApi.profileFind, () => notAuthenticated()),
    ...questHandlers(store),
    ...lobbyHandlers(store),
  ];
}
