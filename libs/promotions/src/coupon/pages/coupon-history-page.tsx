import { Stack } from '@casino/ui-kit';
import { useSession, useWallet } from '@casino/auth';
import { moneyFormatter } from '../../text';
import { CouponHistory } from '../components/coupon-history';
import { CouponLinks } from '../components/coupon-links';
import { CouponLiveSuccess } from '../components/coupon-live-success';
import { CouponMemberGate } from '../components/member-gate';
import { useCouponText } from '../text';

/** `/{lang}/setting/couponhistory`: the member's coupon redemptions by business day and status. */
export function CouponHistoryPage() {
  const t = useCouponText();
  const session = useSession();
  const wallet = useWallet({ enabled: session.isLoggedIn });
  const money = moneyFormatter(wallet.data?.currency);
  return (
    <Stack gap="lg">
      <h1>{t('history.title')}</h1>
      <CouponMemberGate prompt={<p>{t('loginPrompt')}</p>}>
        <Stack gap="lg">
          <CouponHistory money={money} />
          <CouponLinks except={['history']} />
          <CouponLiveSuccess money={money} />
        </Stack>
      </CouponMemberGate>
    </Stack>
  );
}
