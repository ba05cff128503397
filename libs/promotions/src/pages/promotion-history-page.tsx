import { EmptyState, LoadingStatus, Pagination, Stack, Tabs } from '@casino/ui-kit';
import { formatLocalDateTime } from '@casino/i18n';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ReceivedMoneyHistory } from '../received-money/components/received-money-history';
import { HISTORY_PAGE_SIZE, usePromotionCurrency, usePromotionHistory } from '../api/promotions';
import { ActivePromotion } from '../components/active-promotion';
import { PromotionStatus } from '../components/promotion-facts';
import * as styles from '../components/promotions.css';
import { moneyFormatter, usePromotionsText } from '../text';

type HistoryTab = 'promotions' | 'received-money';

/**
 * `/{lang}/setting/promotion`: the member's promotions, and in a second tab (`?tab=received-money`, which
 * a memo can link to) the money received from triggers.
 */
export function PromotionHistoryPage() {
  const t = usePromotionsText();
  const [params, setParams] = useSearchParams();
  const tab: HistoryTab = params.get('tab') === 'received-money' ? 'received-money' : 'promotions';
  const money = moneyFormatter(usePromotionCurrency());
  return (
    <Stack gap="lg">
      <h1>{t('history.title')}</h1>
      <Tabs
        label={t('history.tabs')}
        value={tab}
        onChange={(id) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (id === 'received-money') next.set('tab', id);
              else next.delete('tab');
              return next;
            },
            { replace: true },
          )
        }
        items={[
          {
            id: 'promotions',
            label: t('history.promotionsTab'),
            content: <PromotionList money={money} />,
          },
          {
            id: 'received-money',
            label: t('history.receivedMoneyTab'),
            content: <ReceivedMoneyHistory money={money} />,
          },
        ]}
      />
    </Stack>
  );
}

/** The member's promotions, newest first, with progress and status. */
function PromotionList({ money }: { money: (amount: string) => string }) {
  const t = usePromotionsText();
  const { t: common } = useTranslation('common');
  const [page, setPage] = useState(1);
  const history = usePromotionHistory((page - 1) * HISTORY_PAGE_SIZE);
  const rows = history.data?.data ?? [];
  const pageCount = Math.max(1, Math.ceil((history.data?.total ?? 0) / HISTORY_PAGE_SIZE));
  return (
    <Stack gap="lg">
      <ActivePromotion money={money} />
      {!history.data ? (
        <LoadingStatus label={t('loading')} />
      ) : rows.length === 0 ? (
        <EmptyState title={t('history.empty')} />
      ) : (
        <div className={styles.tableScroll} role="region" aria-label={t('history.title')} tabIndex={0}>
          <table className={styles.table} aria-busy={history.isFetching}>
            <thead>
              <tr>
                <th scope="col">{t('history.date')}</th>
                <th scope="col">{t('history.promotion')}</th>
                <th scope="col">{t('history.bonus')}</th>
                <th scope="col">{t('history.progress')}</th>
                <th scope="col">{t('history.state')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.id}>
                  <td>{formatLocalDateTime(row.createdAt)}</td>
                  <td>{row.title}</td>
                  <td>{money(row.bonus)}</td>
                  <td>
                    {row.type === 'winlose'
                      ? `${money(row.turn_winlose_user)} / ${money(row.turn_winlose_target)}`
                      : `${money(row.turn_over_user)} / ${money(row.turn_over_target)}`}
                  </td>
                  <td>
                    <PromotionStatus status={row.status} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          onChange={setPage}
          labels={{
            navigation: common('pagination.label'),
            previous: common('pagination.previous'),
            next: common('pagination.next'),
            page: (n) => common('pagination.page', { page: n }),
          }}
        />
      ) : null}
    </Stack>
  );
}
