import { z } from './zod-config';
import { defineAdminEndpoint } from './admin';
import { defineEndpoint } from './endpoint';
import { listQuery, paginated, queryId } from './query';
import {
  AdminPromotion,
  AdminPromotionBody,
  Promotion,
  PromotionCategory,
  PromotionDeal,
  PromotionLayoutPosition,
  PromotionMember,
  PromotionMemberStatus,
  PromotionType,
  ReceivePromotionBody,
} from './promotion';

export const promotionCategoryFind = defineEndpoint({
  service: 'promotion-category',
  scope: 'pb',
  method: 'find',
  summary: 'Promotion categories in one language (the default language when missing).',
  query: z.strictObject({ language_id: queryId }),
  response: paginated(PromotionCategory),
});

const catalogueQuery = listQuery(['sort_order', 'end_at'], {
  language_id: queryId,
  category_id: queryId.optional(),
  layout_position: PromotionLayoutPosition.optional(),
  type: PromotionType.optional(),
  currency_id: queryId.optional(),
});

export const promotionInformationFind = defineEndpoint({
  service: 'promotion-information',
  scope: 'pb',
  method: 'find',
  summary: 'Promotions running now (started, not ended), by category order then sort order.',
  query: catalogueQuery,
  response: paginated(Promotion),
});

export const promotionInformationGet = defineEndpoint({
  service: 'promotion-information',
  scope: 'pb',
  method: 'get',
  summary: 'One promotion with its articles, also when it has ended.',
  query: z.strictObject({ language_id: queryId }),
  response: Promotion,
});

export const memberPromotionInformationFind = defineEndpoint({
  service: 'promotion-information',
  scope: 'mb',
  method: 'find',
  summary: "Promotions running now in the member's currency, each with the member's status of it.",
  query: catalogueQuery.omit({ currency_id: true }),
  response: paginated(Promotion),
});

export const promotionMemberFind = defineEndpoint({
  service: 'promotion-member',
  scope: 'mb',
  method: 'find',
  summary: "The member's active promotion and its turnover progress, if any.",
  query: z.strictObject({ language_id: queryId.optional() }),
  response: PromotionDeal,
});

export const promotionMemberCreate = defineEndpoint({
  service: 'promotion-member',
  scope: 'mb',
  method: 'create',
  summary: 'Receive a promotion: its bonus goes to the bonus balance until the target is played.',
  body: ReceivePromotionBody,
  response: PromotionMember,
});

export const promotionMemberRemove = defineEndpoint({
  service: 'promotion-member',
  scope: 'mb',
  method: 'remove',
  summary: 'Deactivate the active promotion: its bonus is forfeited and another may be received.',
  response: PromotionMember,
});

export const promotionMemberHistoryFind = defineEndpoint({
  service: 'promotion-member-history',
  scope: 'mb',
  method: 'find',
  summary: "The member's promotions, newest first, in one language.",
  query: listQuery(['createdAt'], { language_id: queryId, status: PromotionMemberStatus.optional() }),
  response: paginated(PromotionMember),
});

export const adminPromotionList = defineAdminEndpoint({
  method: 'GET',
  path: '/admin/promotions',
  response: z.object({ data: z.array(AdminPromotion) }),
  summary: 'Every promotion with its member counts.',
});

export const adminPromotionSave = defineAdminEndpoint({
  method: 'POST',
  path: '/admin/promotions',
  body: AdminPromotionBody,
  response: AdminPromotion,
  summary: 'Create a promotion, or edit the one with the same code; audited.',
});
