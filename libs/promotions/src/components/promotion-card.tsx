import { Card, Stack } from '@casino/ui-kit';
import type { Promotion } from '@casino/contracts/promotions';
import { Link } from 'react-router';
import { shortTitle, usePromotionsText } from '../text';
import { EndsIn, PromotionRule, PromotionStatus } from './promotion-facts';
import * as styles from './promotions.css';

/** A promotion in the list: its title (cut at 30 characters), rule, countdown and the member's status. */
export function PromotionCard({
  promotion,
  href,
  money,
}: {
  promotion: Promotion;
  href: string;
  money: (a: string) => string;
}) {
  const t = usePromotionsText();
  const short = shortTitle(promotion.title);
  return (
    <Card
      as="article"
      title={
        <Link
          to={href}
          className={styles.cardLink}
          aria-label={short === promotion.title ? undefined : promotion.title}
          title={promotion.title}
        >
          {short}
        </Link>
      }
    >
      <Stack gap="sm">
        <p>{promotion.description}</p>
        <PromotionRule promotion={promotion} money={money} />
        <EndsIn endAt={promotion.end_at} />
        {promotion.member_status ? <PromotionStatus status={promotion.member_status} /> : null}
        <Link to={href} aria-label={`${t('details')}: ${promotion.title}`}>
          {t('details')}
        </Link>
      </Stack>
    </Card>
  );
}
