import { Stack } from '@casino/ui-kit';
import { CashbackPanel } from '../components/cashback-panel';
import { useCashbackText } from '../text';

/** `/promotions/rebate` and `/setting/rebate`; the shell's guard sends members without the privilege home. */
export function RebatePage() {
  const t = useCashbackText();
  return (
    <Stack gap="lg">
      <h1>{t('kinds.rebate.title')}</h1>
      <CashbackPanel kind="rebate" />
    </Stack>
  );
}
