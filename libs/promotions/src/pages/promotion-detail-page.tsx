import { Card, EmptyState, LoadingStatus, Stack } from '@casino/ui-kit';
import { useLocalPath } from '@casino/auth';
import { Link, useParams } from 'react-router';
import { usePromotion, usePromotionCurrency, usePromotions } from '../api/promotions';
import { ActivePromotion } from '../components/active-promotion';
import { EndsIn, PromotionRule } from '../components/promotion-facts';
import { ReceivePromotion } from '../components/receive-promotion';
import { moneyFormatter, usePromotionsText } from '../text';

/** `/{lang}/promotions/{id}`: one promotion with its articles, its countdown and the receive button. */
export function PromotionDetailPage() {
  const t = usePromotionsText();
  const localPath = useLocalPath();
  const id = Number(useParams()['id']);
  const detail = usePromotion(id);
  // The member's status of it comes with the member's list (the public detail has none).
  const list = usePromotions();
  const money = moneyFormatter(usePromotionCurrency());
  const back = <Link to={localPath('/promotions')}>{t('back')}</Link>;
  if (detail.isPending && detail.fetchStatus !== 'idle') return <LoadingStatus label={t('loading')} />;
  if (!detail.data) {
    return (
      <Stack gap="md">
        <EmptyState title={t('notFound')} />
        {back}
      </Stack>
    );
  }
  const promotion = {
    ...detail.data,
    member_status: list.data?.data.find((p) => p.id === id)?.member_status ?? detail.data.member_status,
  };
  return (
    <Stack gap="lg">
      {back}
      <h1>{promotion.title}</h1>
      <p>{promotion.category_name}</p>
      <p>{promotion.description}</p>
      <PromotionRule promotion={promotion} money={money} />
      <EndsIn endAt={promotion.end_at} />
      {promotion.articles.map((article, index) => (
        <Card key={index} title={article.title} headingLevel={2}>
          <p>{article.body}</p>
        </Card>
      ))}
      <ReceivePromotion promotion={promotion} />
      <ActivePromotion money={money} />
    </Stack>
  );
}
