import { Button, EmptyState, LoadingStatus, Pagination, Stack, TextInput } from '@casino/ui-kit';
import { formatLocalDateTime } from '@casino/i18n';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { MEMBERS_PAGE_SIZE, useReferredMembers } from '../api/members';
import { formatDay, useAffiliateText } from '../text';
import * as styles from './affiliate.css';
import { LoadState } from './load-state';

/**
 * The members the member referred, newest first (usernames masked by the server): a search by part of
 * the username (on submit, back to page 1), the count, the table and pages.
 */
export function ReferredMembers({ money }: { money: (amount: string) => string }) {
  const t = useAffiliateText();
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const members = useReferredMembers(search, page);

  const onSearch = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSearch(typed.trim());
    setPage(1);
  };
  const clear = () => {
    setTyped('');
    setSearch('');
    setPage(1);
  };

  return (
    <Stack gap="md">
      <form role="search" className={styles.controls} onSubmit={onSearch}>
        <TextInput
          label={t('members.search')}
          type="search"
          value={typed}
          maxLength={40}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
        <Button type="submit">{t('members.searchSubmit')}</Button>
        {search ? (
          <Button type="button" variant="ghost" onClick={clear}>
            {t('members.clear')}
          </Button>
        ) : null}
      </form>
      <LoadState data={members.data} error={members.error}>
        {(list) =>
          list.data.length === 0 ? (
            <EmptyState title={search ? t('members.noMatch', { search }) : t('members.empty')} />
          ) : (
            <Stack gap="sm">
              <p className={styles.muted} aria-live="polite">
                {t('members.count', { count: list.total })}
              </p>
              {members.isFetching ? <LoadingStatus label={t('loading')} /> : null}
              <div className={styles.tableScroll} role="region" aria-label={t('members.table')} tabIndex={0}>
                <table
                  className={styles.table}
                  aria-busy={members.isFetching}
                  data-testid="affiliate-members"
                >
                  <caption className={styles.caption}>{t('members.table')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('members.number')}</th>
                      <th scope="col">{t('members.username')}</th>
                      <th scope="col">{t('members.joined')}</th>
                      <th scope="col">{t('members.level')}</th>
                      <th scope="col">{t('members.turnover')}</th>
                      <th scope="col">{t('members.netLoss')}</th>
                      <th scope="col">{t('members.lastPlayed')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.data.map((member) => (
                      <tr key={member.number}>
                        <td>{member.number}</td>
                        <th scope="row">{member.username}</th>
                        <td>{formatLocalDateTime(member.joined_at)}</td>
                        <td>{member.level_name ?? '—'}</td>
                        <td>{money(member.turnover)}</td>
                        <td>{money(member.net_loss)}</td>
                        <td>
                          {member.last_played_day ? formatDay(member.last_played_day) : t('members.never')}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </Stack>
          )
        }
      </LoadState>
      <Pagination
        page={page}
        pageCount={Math.max(1, Math.ceil((members.data?.total ?? 0) / MEMBERS_PAGE_SIZE))}
        onChange={setPage}
        labels={{
          navigation: t('members.pages'),
          previous: t('history.pagination.previous'),
          next: t('history.pagination.next'),
          page: (number) => t('history.pagination.page', { page: number }),
        }}
      />
    </Stack>
  );
}
