import { Select } from '@casino/ui-kit';
import { useAtomValue } from 'jotai';
import { depositPromotionsAtom } from '../../state';
import { useCashboxText } from '../../text';

/** The optional promotion of a deposit; hidden while no promotion is on offer. */
export function PromotionSelect({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const t = useCashboxText();
  const promotions = useAtomValue(depositPromotionsAtom);
  if (promotions.length === 0) return null;
  return (
    <Select
      label={t('deposit.promotion')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      options={[
        { value: '', label: t('deposit.noPromotion') },
        ...promotions.map((p) => ({ value: String(p.id), label: p.name })),
      ]}
    />
  );
}
