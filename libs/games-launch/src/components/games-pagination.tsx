import { Pagination } from '@casino/ui-kit';
import { useGamesText } from '../text';

/** The pager of the games' lists in this library's words; nothing while everything fits on one page. */
export function GamesPagination({
  page,
  pageCount,
  onChange,
}: {
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  const t = useGamesText();
  if (pageCount <= 1) return null;
  return (
    <Pagination
      page={page}
      pageCount={pageCount}
      onChange={onChange}
      labels={{
        navigation: t('pagination.navigation'),
        previous: t('pagination.previous'),
        next: t('pagination.next'),
        page: (number) => t('pagination.page', { page: number }),
      }}
    />
  );
}
