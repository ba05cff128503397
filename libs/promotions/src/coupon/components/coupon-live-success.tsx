import type { CouponRedemption } from '@casino/contracts/promotions';
import { useEffect, useRef, useState } from 'react';
import { useCouponState } from '../api';
import { CouponSuccessDialog } from './coupon-success-dialog';

/**
 * The redemption staff approved while this page watched: the standing had it under verification, and
 * now (read again on the COUPON_PROMOTION socket message, see `onPromotionsMessage`) it is the newest
 * redemption and a success. `dismiss` forgets it.
 */
export function useCouponVerifiedSuccess(): { approved: CouponRedemption | null; dismiss: () => void } {
  const state = useCouponState();
  const waitingFor = useRef<number | null>(null);
  const [approved, setApproved] = useState<CouponRedemption | null>(null);
  useEffect(() => {
    const data = state.data;
    if (!data) return;
    const waiting = waitingFor.current;
    const latest = data.latest;
    if (waiting !== null && !data.verifying && latest?.id === waiting && latest.status === 'success') {
      setApproved(latest);
    }
    waitingFor.current = data.verifying?.id ?? null;
  }, [state.data]);
  return { approved, dismiss: () => setApproved(null) };
}

/** Spec 7: COUPON_PROMOTION opens the "coupon success" dialog on the coupon pages. */
export function CouponLiveSuccess({ money }: { money: (amount: string) => string }) {
  const { approved, dismiss } = useCouponVerifiedSuccess();
  return <CouponSuccessDialog redemption={approved} money={money} onClose={dismiss} />;
}
