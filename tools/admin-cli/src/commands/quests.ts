import { AdminQuestBody, questApi } from '@casino/contracts/quests';
import type { AdminQuest } from '@casino/contracts/quests';
import type { Resource } from '../command';
import { jsonFileBody, noMoreArguments, UsageError } from '../command';

/** "point 50.00", or the free spins: "free_spin 10 × 1.00 (offer #3)". */
function formatReward(quest: AdminQuest): string {
  const spins = quest.reward_free_spin;
  return spins
    ? `${quest.reward_type} ${spins.spins} × ${spins.amount_per_round} (offer #${spins.offer_id})`
    : `${quest.reward_type} ${quest.reward_amount}`;
}

function formatQuest(quest: AdminQuest): string {
  const state = quest.is_active ? 'on ' : 'off';
  const goal = quest.condition === 'none' ? '' : `${quest.condition} ${quest.target}`;
  return `#${quest.id}  ${quest.code.padEnd(22)}  ${state}  ${quest.type.padEnd(14)}  ${goal.padEnd(24)}  ${formatReward(quest)}  ${quest.repeat}  level ${quest.min_level}  joined ${quest.joined} claimed ${quest.claimed}  until ${quest.ends_at}  ${quest.texts.en?.name ?? ''}`;
}

/** Staff's quests: the board with join and claim counts, and create or replace (same code) from a JSON file. */
export const quests: Resource = {
  name: 'quests',
  usage: [
    'quests list                                         every quest with its joins and claims',
    'quests save --file PATH                             create, or replace the one with the same code',
    '                                                    (JSON: code, type, currency_code, texts: { en: { name,',
    '                                                    description } }, condition, target, min_bet, min_win,',
    '                                                    multiplier, category_codes, provider_codes, game_codes,',
    '                                                    reward_type (money, point, promotion, free_spin),',
    '                                                    reward_amount, reward_promotion_code,',
    '                                                    reward_free_spin_offer_code, repeat, min_level,',
    '                                                    starts_at, ends_at, is_active)',
  ],
  options: ['file'],
  parse([action, ...extra], options) {
    noMoreArguments(extra);
    if (action === 'list') {
      return {
        run: (call) => call(questApi.adminQuestList, {}),
        format: (result) => {
          const { data } = result as { data: AdminQuest[] };
          return data.length === 0 ? 'No quests.' : data.map(formatQuest).join('\n');
        },
      };
    }
    if (action === 'save') {
      const body = jsonFileBody(
        typeof options['file'] === 'string' ? options['file'] : undefined,
        AdminQuestBody,
        'a quest',
      );
      return {
        run: (call) => call(questApi.adminQuestSave, { body }),
        format: (result) => formatQuest(result as AdminQuest),
      };
    }
    throw new UsageError(`Unknown command for quests: ${action ?? '(none)'}`);
  },
};
