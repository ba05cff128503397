import { AdminPromotionBody, promotionApi } from '@casino/contracts/promotions';
import type { AdminPromotion } from '@casino/contracts/promotions';
import type { Resource } from '../command';
import { jsonFileBody, noMoreArguments, UsageError } from '../command';

function formatPromotion(p: AdminPromotion): string {
  const bonus =
    p.bonus_percent !== null ? `${p.bonus_percent}% up to ${p.bonus_cap ?? '-'}` : `${p.bonus_amount}`;
  const state = p.is_active ? 'on ' : 'off';
  return `#${p.id}  ${p.code.padEnd(24)}  ${state}  ${p.type.padEnd(16)}  ${p.currency_code}  ${bonus.padEnd(18)}  ×${p.turnover_multiplier}  until ${p.end_at}  active ${p.members_active} received ${p.members_received}  ${p.title}`;
}

/** Staff's promotions: the catalogue with member counts, and create or edit (same code) from a JSON file. */
export const promotions: Resource = {
  name: 'promotions',
  usage: [
    'promotions list                                     every promotion with its member counts',
    'promotions save --file PATH                         create, or edit the one with the same code',
    '                                                    (JSON: code, category_code, currency_code, type,',
    '                                                    bonus_percent|bonus_amount, bonus_cap, min_deposit,',
    '                                                    turnover_multiplier, start_at, end_at, is_active,',
    '                                                    texts: { en: { title, description, articles } })',
  ],
  options: ['file'],
  parse([action, ...extra], options) {
    noMoreArguments(extra);
    if (action === 'list') {
      return {
        run: (call) => call(promotionApi.adminPromotionList, {}),
        format: (result) => {
          const { data } = result as { data: AdminPromotion[] };
          return data.length === 0 ? 'No promotions.' : data.map(formatPromotion).join('\n');
        },
      };
    }
    if (action === 'save') {
      const body = jsonFileBody(
        typeof options['file'] === 'string' ? options['file'] : undefined,
        AdminPromotionBody,
        'a promotion',
      );
      return {
        run: (call) => call(promotionApi.adminPromotionSave, { body }),
        format: (result) => formatPromotion(result as AdminPromotion),
      };
    }
    throw new UsageError(`Unknown command for promotions: ${action ?? '(none)'}`);
  },
};
