import { Button, Card, ConfirmDialog, Stack } from '@casino/ui-kit';
import type { PromotionMember } from '@casino/contracts/promotions';
import { useFailureText } from '@casino/forms';
import { useState } from 'react';
import { useActivePromotion, useDeactivatePromotion } from '../api/promotions';
import { usePromotionsText } from '../text';
import { PromotionStatus } from './promotion-facts';

/** The member's active promotion: its bonus, progress towards the target, and deactivation. */
export function ActivePromotion({ money }: { money: (a: string) => string }) {
  const active = useActivePromotion();
  const record = active.data?.promotion_member;
  if (!record) return null;
  return <ActivePromotionCard record={record} money={money} />;
}

function ActivePromotionCard({ record, money }: { record: PromotionMember; money: (a: string) => string }) {
  const t = usePromotionsText();
  const failureText = useFailureText();
  const deactivate = useDeactivatePromotion();
  const [asking, setAsking] = useState(false);
  const progress =
    record.type === 'winlose'
      ? t('active.winlose', {
          current: money(record.turn_winlose_user),
          target: money(record.turn_winlose_target),
        })
      : t('active.turnover', {
          current: money(record.turn_over_user),
          target: money(record.turn_over_target),
        });
  return (
    <Card title={t('active.title')} headingLevel={2}>
      <Stack gap="sm">
        <p>
          <strong>{record.title}</strong> <PromotionStatus status={record.status} />
        </p>
        <p data-testid="promotion-bonus">{t('active.bonus', { amount: money(record.bonus) })}</p>
        <p data-testid="promotion-progress">{progress}</p>
        {deactivate.error ? <p role="alert">{failureText(deactivate.error)}</p> : null}
        <div>
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {t('active.deactivate')}
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        open={asking}
        title={t('active.deactivateTitle')}
        message={t('active.deactivateMessage')}
        confirmLabel={t('active.deactivate')}
        cancelLabel={t('receive.cancel')}
        tone="danger"
        loading={deactivate.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          deactivate.mutate(record.id, { onSettled: () => setAsking(false) });
        }}
      />
    </Card>
  );
}
