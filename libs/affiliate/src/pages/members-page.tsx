import { Card } from '@casino/ui-kit';
import { useMemberWallet } from '../api/wallet';
import { AffiliateFrame } from '../components/affiliate-frame';
import { ReferredMembers } from '../components/referred-members';
import { moneyFormatter, useAffiliateText } from '../text';

/** `/{lang}/setting/affiliate/member`: the members the member referred, with a search and pages. */
export function AffiliateMembersPage() {
  const t = useAffiliateText();
  const wallet = useMemberWallet();
  return (
    <AffiliateFrame title={t('members.title')}>
      <Card>
        <ReferredMembers money={moneyFormatter(wallet.data?.currency)} />
      </Card>
    </AffiliateFrame>
  );
}
