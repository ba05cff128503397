import { COUNTED_CONDITIONS } from '@casino/contracts/quests';
import type { MemberQuest, Quest, QuestRewardType } from '@casino/contracts/quests';
import { formatMoney } from '@casino/i18n';
import { useQuestsText } from '../text';

/** Points are counts, not money: digits grouped, no currency symbol, no decimals. */
export function formatPoints(amount: string): string {
  return formatMoney(amount, { symbol: '', is_following: false, enable_decimal: false });
}

/** A condition counts rounds (its target is a number of rounds) rather than accumulating an amount. */
export function isCounted(quest: Pick<Quest, 'condition'>): boolean {
  return COUNTED_CONDITIONS.includes(quest.condition);
}

/** Whether the quest has something to make progress on (VIP bonuses and the check-in have none). */
export function hasProgress(quest: Pick<Quest, 'condition'>): boolean {
  return quest.condition !== 'none';
}

/** The free spins a reward pays (a quest's offer or a claim's grant), as far as the words need them. */
export interface RewardSpins {
  spins: number;
  amount_per_round: string;
  game_list: readonly { name: string }[];
}

/** What a quest or a claim pays: a quest names its offer's spins, a claim the spins it granted. */
export interface Paid {
  reward_type: QuestRewardType;
  reward_amount: string;
  reward_free_spin?: RewardSpins | null;
  free_spin_grant?: RewardSpins | null;
}

/** Rounds as the count the texts pluralise on (a target is "3"; anything odd counts as 0). */
const rounds = (value: string) => Math.max(0, Math.trunc(Number(value)) || 0);

/**
 * A quest's texts in words, in the page's language: its reward (money in the currency, points without a
 * symbol, a promotion's bonus), its condition, where it counts and the member's progress.
 */
export function useQuestWords(money: (amount: string) => string) {
  const t = useQuestsText();

  /** "฿50", "200 points", "Promotion bonus of ฿500", "10 free spins on Jade Fortune". */
  const reward = (paid: Paid): string => {
    const { reward_type: rewardType, reward_amount: amount } = paid;
    const spins = paid.reward_free_spin ?? paid.free_spin_grant;
    if (rewardType === 'free_spin') {
      if (!spins) return t('reward.freeSpinsPlain');
      const games = spins.game_list.map((game) => game.name).join(', ');
      return t('reward.freeSpins', { count: spins.spins, games });
    }
    if (rewardType === 'money') return money(amount);
    if (rewardType === 'point') {
      return t('reward.point', { count: Number(amount), points: formatPoints(amount) });
    }
    return t('reward.promotion', { amount: money(amount) });
  };

  const condition = (quest: Quest): string => {
    const count = rounds(quest.target);
    switch (quest.condition) {
      case 'min_bet':
        return t('condition.min_bet', { count, amount: money(quest.min_bet ?? '0') });
      case 'min_win':
        return t('condition.min_win', { count, amount: money(quest.min_win ?? '0') });
      case 'win_multiplier':
        return t('condition.win_multiplier', { count, multiplier: quest.multiplier ?? '1' });
      case 'bet_count':
        return quest.min_bet
          ? t('condition.bet_count_min', { count, amount: money(quest.min_bet) })
          : t('condition.bet_count', { count });
      case 'accumulated_bet':
      case 'accumulated_win':
      case 'winloss':
      case 'deposit':
        return t(`condition.${quest.condition}`, { amount: money(quest.target) });
      case 'none':
        return t('condition.none');
    }
  };

  /** "Counts on: Slots, PG Soft, Fortune Tiger", or null when every game counts. */
  const restriction = (quest: Quest): string | null => {
    const names = [...quest.categories, ...quest.providers, ...quest.games].map((named) => named.name);
    return names.length > 0 ? t('card.countsOn', { names: names.join(', ') }) : null;
  };

  /** "2 of 3 rounds" or "฿1,200 of ฿5,000". */
  const progress = (quest: MemberQuest): string =>
    isCounted(quest)
      ? t('progress.rounds', { count: rounds(quest.target), current: String(rounds(quest.progress)) })
      : t('progress.amount', { current: money(quest.progress), target: money(quest.target) });

  /** "฿1 a spin, playable for 7 days after claiming". */
  const spinTerms = (spins: RewardSpins & { valid_days: number }): string =>
    t('reward.freeSpinTerms', { amount: money(spins.amount_per_round), count: spins.valid_days });

  return { reward, spinTerms, condition, restriction, progress };
}
