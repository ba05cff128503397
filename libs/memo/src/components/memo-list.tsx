import { Link } from 'react-router';
import type { MemoItem } from '@casino/contracts/memo';
import { formatLocalDateTime } from '@casino/i18n';
import { Badge, EmptyState } from '@casino/ui-kit';
import { useMemoText } from '../text';
import * as styles from './memo.css';
import { useMemoWording } from './wording';

export interface MemoListProps {
  items: readonly MemoItem[];
  /** The list page's own path (`/th/setting/personal-message`); topics open below it. */
  basePath: string;
  emptyText: string;
}

/** Topics of one tab: title, category, date, and an unread mark (in words, not only colour). */
export function MemoList({ items, basePath, emptyText }: MemoListProps) {
  const t = useMemoText();
  const word = useMemoWording();
  if (items.length === 0) return <EmptyState title={emptyText} />;
  return (
    <ul className={styles.list}>
      {items.map((item) => {
        const { title } = word(item);
        const unread = item.tab === 'inbox' && !item.is_read;
        return (
          <li key={item.message_transaction_header_id}>
            <Link
              className={styles.row}
              to={`${basePath}/${item.message_transaction_header_id}${item.allow_reply ? '?allow_reply=1' : ''}`}
              data-testid="memo-row"
            >
              <span className={styles.rowHead}>
                <span className={styles.rowTitle}>{title}</span>
                {unread ? <Badge tone="critical">{t('unread')}</Badge> : null}
              </span>
              <span className={styles.muted}>
                {t(`category.${item.message_type}`)} · {formatLocalDateTime(item.updatedAt)}
              </span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
