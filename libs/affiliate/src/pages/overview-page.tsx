import { Card, Stack } from '@casino/ui-kit';
import { useMemberWallet } from '../api/wallet';
import { useAffiliateProfile } from '../api/account';
import { useAffiliateMember } from '../api/programme';
import { useRefreshAffiliate } from '../api/refresh';
import { AffiliateFrame } from '../components/affiliate-frame';
import { AffiliateStanding } from '../components/affiliate-standing';
import { AffiliateTotals } from '../components/affiliate-totals';
import { LoadState } from '../components/load-state';
import { ReferralLink } from '../components/referral-link';
import { TransferAffiliate } from '../components/transfer-affiliate';
import { moneyFormatter, useAffiliateText } from '../text';

/**
 * `/{lang}/setting/affiliate`: the member's referral link and code (copy buttons, QR code), their totals,
 * their standing (joining under the one-active rule) and the transfer of the affiliate balance into the
 * main wallet. The setting layout shows it to members only; the shell's guard to those with the
 * `affiliate` privilege.
 */
export function AffiliateOverviewPage() {
  const t = useAffiliateText();
  const profile = useAffiliateProfile();
  const member = useAffiliateMember();
  const wallet = useMemberWallet();
  const refresh = useRefreshAffiliate();
  // Both first: every figure is in the wallet's currency.
  const loaded =
    profile.data && wallet.data ? { data: profile.data, currency: wallet.data.currency } : undefined;
  return (
    <AffiliateFrame title={t('overview.title')}>
      <LoadState data={loaded} error={profile.error ?? wallet.error}>
        {({ data, currency }) => (
          <Stack gap="lg">
            <Card title={t('overview.link.title')} headingLevel={2}>
              <ReferralLink refCode={data.ref_code} />
            </Card>
            <Card title={t('overview.totals.title')} headingLevel={2}>
              <AffiliateTotals profile={data} money={moneyFormatter(currency)} />
            </Card>
            <Card title={t('standing.title')} headingLevel={2}>
              <LoadState data={member.data} error={member.error}>
                {(standing) => <AffiliateStanding member={standing} onCalculated={() => void refresh()} />}
              </LoadState>
            </Card>
            <Card title={t('transfer.title')} headingLevel={2}>
              <TransferAffiliate available={data.available} currency={currency} />
            </Card>
          </Stack>
        )}
      </LoadState>
    </AffiliateFrame>
  );
}
