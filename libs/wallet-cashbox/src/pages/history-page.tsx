import { Stack } from '@casino/ui-kit';
import { useSearchParams } from 'react-router';
import { HISTORY_TABS, HistoryPanel } from '../components/history/history-panel';
import { useCashboxText } from '../text';

/** `/setting/history`: deposit, withdraw, transfer and activity-log histories (`?tab=` picks the first). */
export function HistoryPage() {
  const t = useCashboxText();
  const [params] = useSearchParams();
  const initialTab = HISTORY_TABS.find((id) => id === params.get('tab')) ?? 'deposit';
  return (
    <Stack gap="lg">
      <h1>{t('pages.history')}</h1>
      <HistoryPanel initialTab={initialTab} />
    </Stack>
  );
}
