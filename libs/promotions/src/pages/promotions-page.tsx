import { EmptyState, LoadingStatus, Stack } from '@casino/ui-kit';
import type { Promotion } from '@casino/contracts/promotions';
import { useLocalPath } from '@casino/auth';
import { usePromotionCurrency, usePromotions } from '../api/promotions';
import { ActivePromotion } from '../components/active-promotion';
import { PromotionCard } from '../components/promotion-card';
import * as styles from '../components/promotions.css';
import { moneyFormatter, usePromotionsText } from '../text';

/** Promotions in the order the server gives (category, then the promotion's own order), by category. */
function byCategory(promotions: readonly Promotion[]) {
  const groups: { id: number; name: string; promotions: Promotion[] }[] = [];
  for (const promotion of promotions) {
    const group = groups.find((g) => g.id === promotion.category_id);
    if (group) group.promotions.push(promotion);
    else groups.push({ id: promotion.category_id, name: promotion.category_name, promotions: [promotion] });
  }
  return groups;
}

/** `/{lang}/promotions`: the running promotions by category, with the member's active one first. */
export function PromotionsPage() {
  const t = usePromotionsText();
  const localPath = useLocalPath();
  const promotions = usePromotions();
  const money = moneyFormatter(usePromotionCurrency());
  return (
    <Stack gap="lg">
      <h1>{t('title')}</h1>
      <ActivePromotion money={money} />
      {!promotions.data ? (
        <LoadingStatus label={t('loading')} />
      ) : promotions.data.data.length === 0 ? (
        <EmptyState title={t('empty')} />
      ) : (
        byCategory(promotions.data.data).map((group) => (
          <section key={group.id} aria-labelledby={`promotion-category-${group.id}`}>
            <Stack gap="md">
              <h2 id={`promotion-category-${group.id}`}>{group.name}</h2>
              <ul className={styles.grid}>
                {group.promotions.map((promotion) => (
                  <li key={promotion.id}>
                    <PromotionCard
                      promotion={promotion}
                      href={localPath(`/promotions/${promotion.id}`)}
                      money={money}
                    />
                  </li>
                ))}
              </ul>
            </Stack>
          </section>
        ))
      )}
    </Stack>
  );
}
