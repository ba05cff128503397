import { Stack } from '@casino/ui-kit';
import { useLocalPath, useSession, useWallet } from '@casino/auth';
import { Link, useNavigate, useParams } from 'react-router';
import { moneyFormatter } from '../../text';
import { useCouponState } from '../api';
import { CouponLinks } from '../components/coupon-links';
import { CouponLiveSuccess } from '../components/coupon-live-success';
import { CouponRedeemForm } from '../components/coupon-redeem-form';
import { CouponMemberGate } from '../components/member-gate';
import { useCouponText } from '../text';

/**
 * `/{lang}/coupon` and `/{lang}/coupon/{code}` (a marketing link: the code is typed in): redeem a coupon.
 * A redemption staff must verify first sends the member to the coupon details page.
 */
export function CouponPage() {
  const t = useCouponText();
  const localPath = useLocalPath();
  const navigate = useNavigate();
  const linkCode = useParams()['id']?.trim() ?? '';
  const session = useSession();
  const wallet = useWallet({ enabled: session.isLoggedIn });
  const state = useCouponState();
  const money = moneyFormatter(wallet.data?.currency);
  return (
    <Stack gap="lg">
      <h1>{t('redeem.title')}</h1>
      <p>{t('redeem.intro')}</p>
      <CouponMemberGate
        prompt={
          <>
            {linkCode ? <p>{t('redeem.linkCode', { code: linkCode })}</p> : null}
            <p>{t('redeem.loginPrompt')}</p>
          </>
        }
      >
        <Stack gap="lg">
          {state.data?.verifying ? (
            <p>
              {t('redeem.verifyingNotice')}{' '}
              <Link to={localPath('/coupon/couponDetails')}>{t('links.details')}</Link>
            </p>
          ) : null}
          <CouponRedeemForm
            key={linkCode}
            initialCode={linkCode}
            money={money}
            onVerifying={() => void navigate(localPath('/coupon/couponDetails'))}
          />
          {/* Under verification, the notice above already links to the details. */}
          <CouponLinks except={state.data?.verifying ? ['redeem', 'details'] : ['redeem']} />
          <CouponLiveSuccess money={money} />
        </Stack>
      </CouponMemberGate>
    </Stack>
  );
}
