import { LoadingStatus, Stack } from '@casino/ui-kit';
import { useSession, useWallet } from '@casino/auth';
import { useFailureText } from '@casino/forms';
import { moneyFormatter } from '../../text';
import { useCouponState } from '../api';
import { CouponLinks } from '../components/coupon-links';
import { CouponLiveSuccess } from '../components/coupon-live-success';
import { CouponStanding } from '../components/coupon-standing';
import { CouponMemberGate } from '../components/member-gate';
import { useCouponText } from '../text';

/**
 * `/{lang}/coupon/couponDetails`: the member's coupon standing (under verification, else the newest
 * redemption); staff's decision arrives live (COUPON_PROMOTION) and a success opens the success dialog.
 */
export function CouponDetailsPage() {
  const t = useCouponText();
  const failureText = useFailureText();
  const session = useSession();
  const wallet = useWallet({ enabled: session.isLoggedIn });
  const state = useCouponState();
  const money = moneyFormatter(wallet.data?.currency);
  const empty = state.data !== undefined && !state.data.verifying && !state.data.latest;
  return (
    <Stack gap="lg">
      <h1>{t('details.title')}</h1>
      <CouponMemberGate prompt={<p>{t('loginPrompt')}</p>}>
        <Stack gap="lg">
          {state.error ? (
            <p role="alert">{failureText(state.error)}</p>
          ) : state.data ? (
            <CouponStanding state={state.data} money={money} />
          ) : (
            <LoadingStatus label={t('loading')} />
          )}
          {/* With no coupon yet, the empty state itself links to the redeem page. */}
          <CouponLinks except={empty ? ['details', 'redeem'] : ['details']} />
          <CouponLiveSuccess money={money} />
        </Stack>
      </CouponMemberGate>
    </Stack>
  );
}
