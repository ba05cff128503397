import { Badge } from '@casino/ui-kit';
import type { BadgeTone } from '@casino/ui-kit';
import type { RedeemStatus } from '@casino/contracts/rewards';
import { useRewardsText } from '../text';

const TONES: Record<RedeemStatus, BadgeTone> = {
  pending: 'caution',
  approved: 'info',
  shipped: 'positive',
  rejected: 'critical',
  completed: 'positive',
};

/** Spec 4's transaction status as a badge: pending, approved, shipped, rejected (points returned), completed. */
export function RedeemStatusBadge({ status }: { status: RedeemStatus }) {
  const t = useRewardsText();
  return <Badge tone={TONES[status]}>{t(`status.${status}`)}</Badge>;
}
