import { Badge } from '@casino/ui-kit';
import type { TransactionStatus } from '@casino/contracts';
import { useCashboxText } from '../../text';

const TONES = { pending: 'caution', success: 'positive', fail: 'critical' } as const;

/** Spec 4: pending shows as waiting, fail as cancel. */
export function StatusBadge({ status }: { status: TransactionStatus }) {
  const t = useCashboxText();
  return <Badge tone={TONES[status]}>{t(`history.statuses.${status}`)}</Badge>;
}
