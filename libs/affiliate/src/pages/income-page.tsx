import { Card, Stack } from '@casino/ui-kit';
import { useMemberWallet } from '../api/wallet';
import { useAffiliateTransaction } from '../api/account';
import { useAffiliateMember } from '../api/programme';
import { AffiliateFrame } from '../components/affiliate-frame';
import { DailyIncome } from '../components/daily-income';
import { LoadState } from '../components/load-state';
import { ReceivedHistory } from '../components/received-history';
import { TodayFigures } from '../components/today-figures';
import { moneyFormatter, useAffiliateText } from '../text';

/**
 * `/{lang}/setting/affiliate/income`: today so far (the referred members' turnover and net loss, the
 * estimated income, the balance), the income per business day, and the received referral history.
 */
export function AffiliateIncomePage() {
  const t = useAffiliateText();
  const wallet = useMemberWallet();
  const transaction = useAffiliateTransaction();
  const member = useAffiliateMember();
  const money = moneyFormatter(wallet.data?.currency);
  return (
    <AffiliateFrame title={t('income.title')}>
      <Stack gap="lg">
        <Card title={t('income.today.title')} headingLevel={2}>
          <LoadState data={transaction.data} error={transaction.error}>
            {(today) => <TodayFigures transaction={today} joined={member.data?.joined} money={money} />}
          </LoadState>
        </Card>
        <Card title={t('income.daily.title')} headingLevel={2}>
          <DailyIncome money={money} />
        </Card>
        <Card title={t('income.received.title')} headingLevel={2}>
          <ReceivedHistory money={money} />
        </Card>
      </Stack>
    </AffiliateFrame>
  );
}
