import { AdminFreeSpinOfferBody, freeSpinApi } from '@casino/contracts/rewards';
import type { z } from 'zod';
import type { Resource } from '../command';
import { jsonFileBody, noMoreArguments, UsageError } from '../command';

type AdminFreeSpinOffer = z.infer<typeof freeSpinApi.AdminFreeSpinOffer>;

function formatOffer(offer: AdminFreeSpinOffer): string {
  const state = offer.is_active ? 'on ' : 'off';
  const games = offer.game_list.map((game) => game.name).join(', ');
  return `#${offer.id}  ${offer.code.padEnd(24)}  ${state}  currency ${offer.currency_id}  ${offer.spins} × ${offer.amount_per_round}  ${offer.points} points  ${offer.valid_days} days  turnover ${offer.turnover}×  redeemed ${offer.redeemed}  ${offer.provider.name}: ${games}  ${offer.name}`;
}

/** Staff's free-spin offers: the list with redemption counts, and create or replace (same code) from a JSON file. */
export const freeSpins: Resource = {
  name: 'free-spins',
  usage: [
    'free-spins list                                     every free-spin offer with how often it was redeemed',
    'free-spins save --file PATH                         create, or replace the one with the same code',
    '                                                    (JSON: code, currency_code, provider_code, game_codes,',
    '                                                    names: { en, th, ... }, spins, amount_per_round, points,',
    '                                                    valid_days, turnover, is_active)',
  ],
  options: ['file'],
  parse([action, ...extra], options) {
    noMoreArguments(extra);
    if (action === 'list') {
      return {
        run: (call) => call(freeSpinApi.adminFreeSpinOfferList, {}),
        format: (result) => {
          const { data } = result as { data: AdminFreeSpinOffer[] };
          return data.length === 0 ? 'No free-spin offers.' : data.map(formatOffer).join('\n');
        },
      };
    }
    if (action === 'save') {
      const body = jsonFileBody(
        typeof options['file'] === 'string' ? options['file'] : undefined,
        AdminFreeSpinOfferBody,
        'a free-spin offer',
      );
      return {
        run: (call) => call(freeSpinApi.adminFreeSpinOfferSave, { body }),
        format: (result) => formatOffer(result as AdminFreeSpinOffer),
      };
    }
    throw new UsageError(`Unknown command for free-spins: ${action ?? '(none)'}`);
  },
};
