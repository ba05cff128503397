import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { EmptyState, Stack, Tabs } from '@casino/ui-kit';
import { useSession, useWallet } from '@casino/auth';
import { addDays } from '@casino/contracts';
import { formatLocalDateTime, useBusinessCalendar } from '@casino/i18n';
import { BETS_PAGE_SIZE, useBetRecords, useBetSummary, useTotalBet, type BetFilter } from '../api/bets';
import { BetFilters } from '../components/bet-filters';
import { BetSummary } from '../components/bet-summary';
import { GamesPagination } from '../components/games-pagination';
import { moneyFormatter, useGamesText } from '../text';
import * as styles from './bets.css';

const SECTIONS = ['history', 'total'] as const;
type Section = (typeof SECTIONS)[number];

/** The last seven business days, today included. */
function lastWeek(today: string): BetFilter {
  return { from: addDays(today, -6), to: today, gameId: undefined, providerId: undefined };
}

function BetHistoryTable({ filter, money }: { filter: BetFilter; money: (amount: string) => string }) {
  const t = useGamesText();
  const [page, setPage] = useState(1);
  const records = useBetRecords(filter, page);
  const rows = records.data?.data;
  if (rows && rows.length === 0) return <EmptyState title={t('bets.empty')} />;
  const pageCount = Math.max(1, Math.ceil((records.data?.total ?? 0) / BETS_PAGE_SIZE));
  return (
    <Stack gap="md">
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too (WCAG 2.1.1). */}
      <div className={styles.tableWrap} role="region" aria-label={t('bets.historyTitle')} tabIndex={0}>
        <table className={styles.table} aria-busy={records.isFetching}>
          <caption>{t('bets.historyTitle')}</caption>
          <thead>
            <ColumnHeaders
              labels={[
                t('bets.date'),
                t('bets.time'),
                t('bets.game'),
                t('bets.type'),
                t('bets.subType'),
                t('bets.amount'),
                t('bets.before'),
                t('bets.after'),
                t('bets.winLose'),
              ]}
            />
          </thead>
          <tbody>
            {(rows ?? []).map((record) => {
              const [date, time] = formatLocalDateTime(record.created_at).split(' ');
              return (
                <tr key={record.id} data-testid="bet-record">
                  <td>{date}</td>
                  <td>{time}</td>
                  <td>{record.game_name}</td>
                  <td>{t(`bets.types.${record.type}`)}</td>
                  <td>{t(`bets.subTypes.${record.sub_type}`)}</td>
                  <td>{money(record.amount)}</td>
                  <td>{money(record.before_amount)}</td>
                  <td>{money(record.after_amount)}</td>
                  <td>{money(record.win_lose)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <GamesPagination page={page} pageCount={pageCount} onChange={setPage} />
    </Stack>
  );
}

function TotalBetTable({
  rows,
  money,
}: {
  rows: ReturnType<typeof useTotalBet>['data'];
  money: (amount: string) => string;
}) {
  const t = useGamesText();
  if (rows && rows.data.length === 0) return <EmptyState title={t('bets.empty')} />;
  return (
    <div className={styles.tableWrap} role="region" aria-label={t('bets.totalBetTitle')} tabIndex={0}>
      <table className={styles.table}>
        <caption>{t('bets.totalBetTitle')}</caption>
        <thead>
          <ColumnHeaders
            labels={[
              t('bets.provider'),
              t('bets.game'),
              t('bets.rounds'),
              t('bets.totalBet'),
              t('bets.totalWin'),
              t('bets.winLose'),
            ]}
          />
        </thead>
        <tbody>
          {(rows?.data ?? []).map((row) => (
            <tr key={row.game_list_id} data-testid="total-bet-row">
              <td>{row.provider_name}</td>
              <td>{row.game_name}</td>
              <td>{row.rounds}</td>
              <td>{money(row.total_bet)}</td>
              <td>{money(row.total_win)}</td>
              <td>{money(row.win_lose)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * `/setting/totalbet`: the member's bet records (date, time, game, type, sub type, amount, before, after,
 * win/lose) and the per-game totals, over a date range with provider and game filters and a summary.
 */
export function TotalBetPage() {
  const t = useGamesText();
  const [params] = useSearchParams();
  const [section, setSection] = useState<Section>(params.get('tab') === 'total' ? 'total' : 'history');
  const calendar = useBusinessCalendar();
  const [filter, setFilter] = useState(() => lastWeek(calendar.today()));
  const session = useSession();
  const wallet = useWallet({ enabled: session.isLoggedIn });
  const money = moneyFormatter(wallet.data?.currency);
  const summary = useBetSummary(filter);
  const totals = useTotalBet({ ...filter, gameId: undefined });
  const filteredTotals =
    filter.gameId === undefined
      ? totals.data
      : totals.data && {
          ...totals.data,
          data: totals.data.data.filter((row) => row.game_list_id === filter.gameId),
        };
  const games = (totals.data?.data ?? []).map((row) => ({ id: row.game_list_id, name: row.game_name }));

  return (
    <Stack gap="lg">
      <h1>{t('bets.totalBetTitle')}</h1>
      <BetFilters filter={filter} onChange={setFilter} games={games} />
      <BetSummary summary={summary.data} money={money} />
      <Tabs
        label={t('bets.sections')}
        value={section}
        onChange={(id) => setSection(id === 'total' ? 'total' : 'history')}
        items={SECTIONS.map((id) => ({
          id,
          label: id === 'history' ? t('bets.historyTitle') : t('bets.totalBetTitle'),
          content:
            id !== section ? null : id === 'history' ? (
              <BetHistoryTable key={JSON.stringify(filter)} filter={filter} money={money} />
            ) : (
              <TotalBetTable rows={filteredTotals} money={money} />
            ),
        }))}
      />
    </Stack>
  );
}

/** A table's header row of column labels. */
export function ColumnHeaders({ labels }: { labels: readonly string[] }) {
  return (
    <tr>
      {labels.map((label) => (
        <th key={label} scope="col">
          {label}
        </th>
      ))}
    </tr>
  );
}
