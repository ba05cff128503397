import { MEMO_COUNT_CAP } from '@casino/contracts/memo';
import { CountBadge } from '@casino/ui-kit';
import { useMemoCount } from '../api/memos';
import { useMemoText } from '../text';

/** The unread count beside the messages entry: nothing at 0, `99+` from 100 on. */
export function MemoCountView({ count }: { count: number }) {
  const t = useMemoText();
  return (
    <CountBadge
      count={count}
      label={t('unreadCount', { count })}
      cap={MEMO_COUNT_CAP}
      overflow={t('countOverflow')}
      testId="memo-count"
    />
  );
}

/** The badge for the logged-in member, read from message-count (and again on PERSONAL_MESSAGE). */
export function MemoCountBadge() {
  const count = useMemoCount();
  return <MemoCountView count={count.data ?? 0} />;
}
