import { Badge } from '@casino/ui-kit';
import type { BadgeTone } from '@casino/ui-kit';
import type { CouponStatus } from '@casino/contracts/promotions';
import { useCouponText } from '../text';

const STATUS_TONE: Record<CouponStatus, BadgeTone> = {
  verifying: 'caution',
  success: 'positive',
  fail: 'critical',
};

/** A redemption's status in words (Under verification, Successful, Not successful); colour only supports it. */
export function CouponStatusBadge({ status }: { status: CouponStatus }) {
  const t = useCouponText();
  return <Badge tone={STATUS_TONE[status]}>{t(`status.${status}`)}</Badge>;
}
