import { HistoryFrame, historyFrameLabels, useHistoryFilters } from '@casino/ui-kit';
import type { HistoryFilterValues } from '@casino/ui-kit';
import { formatLocalDateTime, useBusinessDaysNote } from '@casino/i18n';
import { QUEST_HISTORY_PAGE_SIZE, useQuestClaims, useQuestHistory } from '../api/quests';
import { formatBusinessDay, useQuestsText } from '../text';
import { QuestStateBadge } from './quest-state-badge';
import { useQuestWords } from './quest-words';

type Money = (amount: string) => string;

/**
 * The histories' one choice besides the days: their order. The server filters them by days only, so the
 * frame's select orders instead of narrowing: newest first (its first option) or oldest first.
 */
const ORDER_VALUES: HistoryFilterValues<'oldest'> = { options: ['oldest'], parse: () => 'oldest' };

function useOrderFilters() {
  const t = useQuestsText();
  return useHistoryFilters({
    label: t('history.order'),
    allLabel: t('history.newest'),
    values: ORDER_VALUES,
    optionLabel: () => t('history.oldest'),
  });
}

/** A period as the member reads it: the business day of a daily quest, "Once" for the others. */
function usePeriodText() {
  const t = useQuestsText();
  return (period: string) => (period === 'once' ? t('repeat.once') : formatBusinessDay(period));
}

/**
 * The quests the member joined, newest first: when they joined, the quest and its type, the period, their
 * progress and the outcome; a range of business days (the brand's time zone, named under the filters) and
 * pages.
 */
export function QuestHistory({ money }: { money: Money }) {
  const t = useQuestsText();
  const daysNote = useBusinessDaysNote();
  const words = useQuestWords(money);
  const periodText = usePeriodText();
  const filters = useOrderFilters();
  const history = useQuestHistory(filters.range, filters.value);
  return (
    <HistoryFrame
      filters={filters}
      list={history}
      pageSize={QUEST_HISTORY_PAGE_SIZE}
      labels={historyFrameLabels(t, { table: t('history.title'), daysNote })}
      columns={[
        {
          header: t('history.joined'),
          cell: ({ quest }) => (quest.joined_at ? formatLocalDateTime(quest.joined_at) : '—'),
        },
        { header: t('history.quest'), cell: ({ quest }) => quest.name },
        { header: t('history.type'), cell: ({ quest }) => t(`types.${quest.type}`) },
        { header: t('history.period'), cell: ({ quest }) => periodText(quest.period) },
        {
          header: t('history.progress'),
          cell: ({ quest }) => (quest.condition === 'none' ? '—' : words.progress(quest)),
        },
        { header: t('history.outcome'), cell: ({ quest }) => <QuestStateBadge quest={quest} /> },
      ]}
    />
  );
}

/** The rewards the member claimed and their check-ins, newest first: when, the quest, the period and the reward. */
export function QuestClaims({ money }: { money: Money }) {
  const t = useQuestsText();
  const daysNote = useBusinessDaysNote();
  const words = useQuestWords(money);
  const periodText = usePeriodText();
  const filters = useOrderFilters();
  const claims = useQuestClaims(filters.range, filters.value);
  const labels = historyFrameLabels(t, { table: t('claims.title'), daysNote });
  return (
    <HistoryFrame
      filters={filters}
      list={claims}
      pageSize={QUEST_HISTORY_PAGE_SIZE}
      labels={{
        ...labels,
        empty: t('claims.empty'),
        pagination: { ...labels.pagination, navigation: t('claims.pages') },
      }}
      columns={[
        { header: t('claims.claimed'), cell: (row) => formatLocalDateTime(row.createdAt) },
        { header: t('history.quest'), cell: (row) => row.name },
        { header: t('history.type'), cell: (row) => t(`types.${row.type}`) },
        { header: t('history.period'), cell: (row) => periodText(row.period) },
        { header: t('claims.reward'), cell: (row) => words.reward(row) },
      ]}
    />
  );
}
