import { Stack } from '@casino/ui-kit';
import { CashbackPanel } from '../components/cashback-panel';
import { useCashbackText } from '../text';

/** `/cashback`, `/promotions/cashback` and `/setting/cashback`. */
export function CashbackPage() {
  const t = useCashbackText();
  return (
    <Stack gap="lg">
      <h1>{t('kinds.cashback.title')}</h1>
      <CashbackPanel kind="cashback" />
    </Stack>
  );
}
