import { Select } from '@casino/ui-kit';
import type { FieldProps } from '@casino/forms';
import { useDepositPromotions } from '../../api/deposit';
import { useCashboxText } from '../../text';

/**
 * The optional promotion of a deposit (its form field): the deposit promotions the member may receive,
 * which the server attaches when the deposit is credited. Hidden while none is on offer.
 */
export function PromotionSelect(field: FieldProps<string>) {
  const t = useCashboxText();
  const promotions = useDepositPromotions().data ?? [];
  if (promotions.length === 0) return null;
  return (
    <Select
      label={t('deposit.promotion')}
      options={[
        { value: '', label: t('deposit.noPromotion') },
        ...promotions.map((p) => ({ value: String(p.id), label: p.title })),
      ]}
      {...field}
    />
  );
}
