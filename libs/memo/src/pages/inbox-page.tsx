import { Link, useSearchParams } from 'react-router';
import type { MemoTab } from '@casino/contracts/memo';
import { Card, LoadingStatus, Pagination, Stack, Tabs } from '@casino/ui-kit';
import { MEMO_PAGE_SIZE, useMemoList } from '../api/memos';
import { MemoCountBadge } from '../components/memo-count-badge';
import { MemoList } from '../components/memo-list';
import * as styles from '../components/memo.css';
import { useMemoText } from '../text';
import { useMemoBasePath } from './base-path';

function TabContent({ tab, page, setPage }: { tab: MemoTab; page: number; setPage: (page: number) => void }) {
  const t = useMemoText();
  const basePath = useMemoBasePath();
  const list = useMemoList(tab, page);
  if (!list.data) return <LoadingStatus label={t('loading')} />;
  return (
    <Stack gap="md">
      <MemoList items={list.data.data} basePath={basePath} emptyText={t(`empty.${tab}`)} />
      <Pagination
        page={page}
        pageCount={Math.ceil(list.data.total / MEMO_PAGE_SIZE)}
        onChange={setPage}
        labels={{
          navigation: t('pages.label'),
          previous: t('pages.previous'),
          next: t('pages.next'),
          page: (n) => t('pages.page', { page: n }),
        }}
      />
    </Stack>
  );
}

/** /{lang}/setting/personal-message: the inbox and sent tabs (`?tab=sent`), paged, and the write link. */
export function InboxPage() {
  const t = useMemoText();
  const basePath = useMemoBasePath();
  const [params, setParams] = useSearchParams();
  const tab: MemoTab = params.get('tab') === 'sent' ? 'sent' : 'inbox';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const go = (next: { tab?: MemoTab; page?: number }) =>
    setParams({ tab: next.tab ?? tab, page: String(next.page ?? 1) }, { replace: true });
  const content = <TabContent tab={tab} page={page} setPage={(p) => go({ page: p })} />;
  return (
    <Card title={t('title')}>
      <Stack gap="md">
        <div className={styles.toolbar}>
          <Link to={`${basePath}/write-memo`}>{t('write')}</Link>
        </div>
        <Tabs
          label={t('tabs.label')}
          value={tab}
          onChange={(id) => go({ tab: id === 'sent' ? 'sent' : 'inbox' })}
          items={[
            {
              id: 'inbox',
              label: (
                <>
                  {t('tabs.inbox')}
                  <MemoCountBadge />
                </>
              ),
              content: tab === 'inbox' ? content : null,
            },
            { id: 'sent', label: t('tabs.sent'), content: tab === 'sent' ? content : null },
          ]}
        />
      </Stack>
    </Card>
  );
}
