import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { LoadingStatus, Stack, Tabs } from '@casino/ui-kit';
import { useSession } from '@casino/auth';
import { useLevelCurrency } from '../api/member-level';
import { useQuestBoard } from '../api/quests';
import { CheckInCard, CheckInPrompt } from '../components/check-in-card';
import { MemberGate } from '../components/member-gate';
import { QuestBoard } from '../components/quest-board';
import { useFailureText } from '@casino/forms';
import { QuestClaims, QuestHistory } from '../components/quest-histories';
import * as styles from '../components/quests.css';
import { moneyFormatter, useQuestsText } from '../text';

const QUEST_TABS = ['board', 'history', 'claims'] as const;
type QuestTab = (typeof QUEST_TABS)[number];

/**
 * The board: the daily check-in on top (a member's, or a visitor's prompt to log in), then the quests by
 * type with their state, progress and actions.
 */
function BoardPanel() {
  const t = useQuestsText();
  const failureText = useFailureText();
  const session = useSession();
  const { member, currency, quests, error } = useQuestBoard();
  const money = moneyFormatter(currency);
  return (
    <Stack gap="lg">
      <p className={styles.description}>{t('page.intro')}</p>
      {session.isPending ? null : member ? (
        <CheckInCard money={money} />
      ) : (
        <CheckInPrompt quest={quests?.find((quest) => quest.type === 'daily_check_in')} money={money} />
      )}
      {error ? (
        <div role="alert">
          <p>{t('page.loadFailed')}</p>
          <p className={styles.muted}>{failureText(error)}</p>
        </div>
      ) : !quests ? (
        <LoadingStatus label={t('loading')} />
      ) : (
        <QuestBoard quests={quests} money={money} />
      )}
    </Stack>
  );
}

/** A member's history (amounts in their wallet currency); a visitor is asked to log in. */
function HistoryPanel({ kind }: { kind: 'history' | 'claims' }) {
  const t = useQuestsText();
  const { currency } = useLevelCurrency();
  const money = moneyFormatter(currency);
  return (
    <MemberGate prompt={t('page.historyLogin')}>
      {kind === 'history' ? <QuestHistory money={money} /> : <QuestClaims money={money} />}
    </MemberGate>
  );
}

/**
 * `/{lang}/quest`: the quests ("Quests" tab: the check-in and the board), the quests the member joined
 * ("Quest history") and the rewards they claimed ("Claimed rewards"); `?tab=` keeps the choice. The shell's
 * guard sends members without the quest privilege home.
 */
export function QuestPage() {
  const t = useQuestsText();
  const [params, setParams] = useSearchParams();
  const tab: QuestTab = QUEST_TABS.find((id) => id === params.get('tab')) ?? 'board';
  const content: Record<QuestTab, () => ReactNode> = {
    board: () => <BoardPanel />,
    history: () => <HistoryPanel kind="history" />,
    claims: () => <HistoryPanel kind="claims" />,
  };
  return (
    <Stack gap="lg">
      <h1 className={styles.title}>{t('page.title')}</h1>
      <Tabs
        label={t('page.tabs.label')}
        value={tab}
        onChange={(id) => setParams(id === 'board' ? {} : { tab: id }, { replace: true })}
        items={QUEST_TABS.map((id) => ({
          id,
          label: t(`page.tabs.${id}`),
          content: id === tab ? content[id]() : null,
        }))}
      />
    </Stack>
  );
}
