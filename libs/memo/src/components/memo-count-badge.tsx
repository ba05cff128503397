import { MEMO_COUNT_CAP } from '@casino/contracts/memo';
import { VisuallyHidden } from '@casino/ui-kit';
import { useMemoCount } from '../api/memos';
import { useMemoText } from '../text';
import * as styles from './memo.css';

/** The unread count beside the messages entry: nothing at 0, `99+` from 100 on. */
export function MemoCountView({ count }: { count: number }) {
  const t = useMemoText();
  if (count <= 0) return null;
  // The number is for the eye; screen readers hear the sentence (a label on a plain span is not allowed).
  return (
    <span data-testid="memo-count">
      <span className={styles.count} aria-hidden="true">
        {count >= MEMO_COUNT_CAP ? t('countOverflow') : count}
      </span>
      <VisuallyHidden>{t('unreadCount', { count })}</VisuallyHidden>
    </span>
  );
}

/** The badge for the logged-in member, read from message-count (and again on PERSONAL_MESSAGE). */
export function MemoCountBadge() {
  const count = useMemoCount();
  return <MemoCountView count={count.data ?? 0} />;
}
