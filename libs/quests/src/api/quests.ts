import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isApiError, useApiClient } from '@casino/api-client';
import { useSession, walletQueryOptions } from '@casino/auth';
import { questApi } from '@casino/contracts/quests';
import type { MemberQuest, Quest } from '@casino/contracts/quests';
import { useHistoryRangeQuery } from '@casino/i18n';
import { questsKeys } from './keys';
import { languageQuery, useLevelCurrency, useQuestsLanguage } from './member-level';

/** Rows a page of the quest history and of the claimed rewards. */
export const QUEST_HISTORY_PAGE_SIZE = 10;

/** A quest as a visitor sees it (public), or as a member does (with their state and progress). */
export type AnyQuest = Quest | MemberQuest;

/** The member's side of a quest, or `null` for a visitor's public one. */
export function memberSide(quest: AnyQuest): MemberQuest | null {
  return 'state' in quest ? quest : null;
}

/**
 * The running quests: a member's own with their state and progress in the current period, or for a
 * visitor the public ones of the site's default currency. `currency` formats their amounts (the wallet's
 * or the site's); `quests` is `undefined` while loading, empty when the site has no such currency.
 */
export function useQuestBoard() {
  const client = useApiClient();
  const session = useSession();
  const languageId = useQuestsLanguage();
  const { currency, error: currencyError } = useLevelCurrency();
  const member = session.isLoggedIn;
  const board = useQuery({
    queryKey: questsKeys.board(member ? 'member' : (currency?.id ?? 0), languageId ?? null),
    queryFn: async ({ signal }): Promise<AnyQuest[]> => {
      const language = languageQuery(languageId);
      if (member) return (await client.find(questApi.questMemberFind, language, { signal })).data;
      const query = { currency_id: currency?.id ?? 0, ...language };
      return (await client.find(questApi.questPublicFind, query, { signal })).data;
    },
    enabled: !session.isPending && languageId !== undefined && (member || Boolean(currency)),
  });
  return {
    member,
    currency,
    // Shown once their currency is known too, so amounts never flash without their symbol.
    quests: currency === undefined ? undefined : currency === null && !member ? [] : board.data,
    error: currencyError ?? board.error,
  };
}

/**
 * One quest by its id (the spec's quest_information_id), the member's own or for a visitor the public
 * one: `null` when there is no such quest (an empty list or a 404), `undefined` while it loads.
 */
export function useQuestDetail(id: number | null) {
  const client = useApiClient();
  const session = useSession();
  const languageId = useQuestsLanguage();
  const { currency, error: currencyError } = useLevelCurrency();
  const member = session.isLoggedIn;
  const detail = useQuery({
    queryKey: questsKeys.detail(id ?? 0, member ? 'member' : (currency?.id ?? 0), languageId ?? null),
    queryFn: async ({ signal }): Promise<AnyQuest | null> => {
      const query = { quest_information_id: id ?? 0, ...languageQuery(languageId) };
      try {
        const reply = member
          ? await client.find(questApi.questMemberFind, query, { signal, silent: true })
          : await client.find(
              questApi.questPublicFind,
              { ...query, currency_id: currency?.id ?? 0 },
              { signal, silent: true },
            );
        return reply.data.find((quest) => quest.id === id) ?? null;
      } catch (error) {
        if (isApiError(error) && error.code === 404) return null;
        throw error;
      }
    },
    enabled: id !== null && !session.isPending && languageId !== undefined && (member || Boolean(currency)),
  });
  const missing = id === null || (currency === null && !member);
  return {
    member,
    currency,
    quest: missing ? null : currency === undefined ? undefined : detail.data,
    error: currencyError ?? detail.error,
  };
}

/** Today's check-in: whether the member checked in, their streak and the check-in quest; idle for visitors. */
export function useCheckInState() {
  const client = useApiClient();
  const session = useSession();
  const languageId = useQuestsLanguage();
  return useQuery({
    queryKey: questsKeys.checkIn(languageId ?? null),
    queryFn: ({ signal }) => client.find(questApi.questCheckInFind, languageQuery(languageId), { signal }),
    enabled: session.isLoggedIn && languageId !== undefined,
  });
}

/** What the quest badge counts: quests to claim and an open check-in; idle for visitors. */
export function useQuestNotification() {
  const client = useApiClient();
  const session = useSession();
  return useQuery({
    queryKey: questsKeys.notification(),
    queryFn: ({ signal }) => client.find(questApi.questNotificationFind, {}, { signal }),
    enabled: session.isLoggedIn,
  });
}

/** After a join, a claim or a check-in: every quest query and the wallet (money or points paid) read again. */
export function useRefreshQuests() {
  const queryClient = useQueryClient();
  const client = useApiClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: questsKeys.quests() }),
        queryClient.invalidateQueries({ queryKey: walletQueryOptions(client).queryKey }),
      ]),
    [queryClient, client],
  );
}

/** Joins a quest (after the member confirmed); a refusal rejects for the caller to show. */
export function useJoinQuest() {
  const client = useApiClient();
  const refresh = useRefreshQuests();
  return useMutation({
    mutationFn: (questId: number) =>
      client.create(questApi.questJoin, { quest_information_id: questId }, { silent: true }),
    onSettled: () => refresh(),
  });
}

/** Claims a completed quest's reward; `replace: true` confirms ending an active rebate, cashback or referral. */
export function useClaimQuest() {
  const client = useApiClient();
  const refresh = useRefreshQuests();
  return useMutation({
    mutationFn: ({ questId, replace }: { questId: number; replace: boolean }) =>
      client.create(
        questApi.questClaim,
        { quest_information_id: questId, ...(replace ? { replace: true } : {}) },
        { silent: true },
      ),
    onSettled: () => refresh(),
  });
}

/** Checks in for today's business day, paying the check-in reward. */
export function useCheckIn() {
  const client = useApiClient();
  const refresh = useRefreshQuests();
  return useMutation({
    mutationFn: () => client.create(questApi.questCheckIn, {}, { silent: true }),
    onSettled: () => refresh(),
  });
}

/** Business days picked (YYYY-MM-DD in the brand's time zone, empty for open) and a page. */
export interface QuestHistoryRange {
  startDate: string;
  endDate: string;
  page: number;
}

/** The histories' order: newest first (`''`, the default) or oldest first. */
export type QuestHistoryOrder = '' | 'oldest';

/** The paging, order and range of a history as the API takes them: `[start_date, end_date)` instants. */
function useHistoryQuery(range: QuestHistoryRange, order: QuestHistoryOrder) {
  const filter = useHistoryRangeQuery(range);
  const paging = {
    $limit: QUEST_HISTORY_PAGE_SIZE,
    $skip: (range.page - 1) * QUEST_HISTORY_PAGE_SIZE,
    $sort: { createdAt: order === 'oldest' ? 1 : -1 },
  } as const;
  return { filter, paging, key: { ...filter, order, page: range.page } };
}

/** A row of the quest history: a quest the member joined in one period, keyed by quest and period. */
export interface QuestHistoryRow {
  id: string;
  quest: MemberQuest;
}

/** The quests the member joined with their outcome, within the days picked, newest first unless asked. */
export function useQuestHistory(range: QuestHistoryRange, order: QuestHistoryOrder) {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  const languageId = useQuestsLanguage();
  const { filter, paging, key } = useHistoryQuery(range, order);
  return useQuery({
    queryKey: questsKeys.history({ ...key, languageId: languageId ?? null }),
    queryFn: ({ signal }) =>
      client.find(
        questApi.questHistoryFind,
        { ...filter, ...paging, ...languageQuery(languageId) },
        { signal },
      ),
    select: (page) => ({
      total: page.total,
      data: page.data.map((quest): QuestHistoryRow => ({ id: `${quest.id}:${quest.period}`, quest })),
    }),
    enabled: isLoggedIn && languageId !== undefined,
    placeholderData: keepPreviousData,
  });
}

/** The rewards the member claimed and their check-ins, within the days picked, newest first unless asked. */
export function useQuestClaims(range: QuestHistoryRange, order: QuestHistoryOrder) {
  const client = useApiClient();
  const { isLoggedIn } = useSession();
  const languageId = useQuestsLanguage();
  const { filter, paging, key } = useHistoryQuery(range, order);
  return useQuery({
    queryKey: questsKeys.claims({ ...key, languageId: languageId ?? null }),
    queryFn: ({ signal }) =>
      client.find(
        questApi.questSuccessFind,
        { ...filter, ...paging, ...languageQuery(languageId) },
        { signal },
      ),
    enabled: isLoggedIn && languageId !== undefined,
    placeholderData: keepPreviousData,
  });
}
