import { AdminRewardBody, RedeemStatus, rewardApi } from '@casino/contracts/rewards';
import type { AdminRedemption, AdminReward, ExchangeRate, PointEarnRate } from '@casino/contracts/rewards';
import type { Resource } from '../command';
import { jsonFileBody, noMoreArguments, positiveId, reasonOf, UsageError } from '../command';

function formatReward(reward: AdminReward): string {
  const state = reward.is_active ? 'on ' : 'off';
  const stock = reward.stock === null ? 'unlimited' : `${reward.stock} left`;
  const prizes = reward.prizes.length === 0 ? '' : `  ${reward.prizes.length} prizes`;
  return `#${reward.id}  ${reward.code.padEnd(24)}  ${state}  ${reward.type.padEnd(11)}  ${reward.points.padStart(10)} points  ${stock.padEnd(10)}  redeemed ${reward.redeemed}${prizes}  ${reward.name}`;
}

const formatRate = (rate: ExchangeRate) =>
  `currency ${rate.currency_id}  ${rate.is_active ? 'on ' : 'off'}  ${rate.points_per_unit} points a unit  from ${rate.min_points}${rate.max_points === null ? '' : ` to ${rate.max_points}`} points`;

const formatEarnRate = (rate: PointEarnRate) =>
  `currency ${rate.currency_id}  ${rate.is_active ? 'on ' : 'off'}  a point per ${rate.stake_per_point} staked`;

const formatRedemption = (row: AdminRedemption) =>
  `#${row.id}  ${row.status.padEnd(8)}  ${row.createdAt}  ${row.username.padEnd(14)}  ${row.points.padStart(10)} points  ${row.name}  to ${row.address ?? '-'}${row.tracking_number ? `  tracking ${row.tracking_number}` : ''}`;

const ON_OFF: Record<string, boolean> = { on: true, off: false };

/**
 * Staff's rewards shop: the catalogue (special rewards, lucky boxes, random cards, from JSON files with
 * their texts in any of the 15 languages), the rates at which bets earn points and points buy money per
 * currency, and the special rewards to approve, ship and reject (a rejection gives the member's points
 * back).
 */
export const rewards: Resource = {
  name: 'rewards',
  usage: [
    'rewards list                                        every shop item with its stock and redemptions',
    'rewards save --file PATH                            create, or replace the item with the same code',
    '                                                    (JSON: code, type special|lucky_box|random_card,',
    '                                                    currency_code, texts: { en: { name, description } },',
    '                                                    image_url, points, product_value, stock, prizes:',
    '                                                    [{ kind, amount, weight, labels: { en } }], is_active)',
    'rewards set-rate <currency> <points a unit> --min <points> [--max <points>] [--active on|off]',
    '                                                    the exchange rate of points into money',
    'rewards set-earn-rate <currency> <stake a point> [--active on|off]',
    '                                                    what settled bets earn: one point per stake',
    'rewards redemptions [--status pending|approved|shipped|rejected]   special rewards, newest first',
    'rewards approve <id>                                accept a special reward for shipping',
    'rewards ship <id> --tracking <number>               mark it shipped with its tracking number',
    'rewards reject <id> [--reason TEXT]                 refuse it: the points go back to the member',
  ],
  options: ['file', 'min', 'max', 'active', 'status', 'tracking', 'reason'],
  parse([action, first, second, ...extra], options) {
    noMoreArguments(extra);
    const text = (name: string) => (typeof options[name] === 'string' ? options[name] : undefined);
    const noArguments = () => {
      if (first !== undefined) throw new UsageError(`${action} takes no arguments`);
    };
    const activeOption = () => {
      const active = ON_OFF[text('active') ?? 'on'];
      if (active === undefined) throw new UsageError('--active is on or off');
      return active;
    };
    if (action === 'list') {
      noArguments();
      return {
        run: (call) => call(rewardApi.adminRewardList, {}),
        format: (result) => {
          const { data } = result as { data: AdminReward[] };
          return data.length === 0 ? 'No rewards.' : data.map(formatReward).join('\n');
        },
      };
    }
    if (action === 'save') {
      noArguments();
      const body = jsonFileBody(text('file'), AdminRewardBody, 'a reward');
      return {
        run: (call) => call(rewardApi.adminRewardSave, { body }),
        format: (result) => formatReward(result as AdminReward),
      };
    }
    if (action === 'set-rate') {
      const min = text('min');
      if (!first || !second || !min)
        throw new UsageError('set-rate needs <currency> <points a unit> --min <points>');
      const active = activeOption();
      // The API checks the amounts and the currency, and answers which one is wrong.
      const body = {
        currency_code: first,
        points_per_unit: second,
        min_points: min,
        max_points: text('max') ?? null,
        is_active: active,
      };
      return {
        run: (call) => call(rewardApi.adminExchangeRateSave, { body }),
        format: (result) => formatRate(result as ExchangeRate),
      };
    }
    if (action === 'set-earn-rate') {
      if (!first || !second) throw new UsageError('set-earn-rate needs <currency> <stake a point>');
      // The API checks the currency and the stake (above zero, no finer than the currency).
      const body = { currency_code: first, stake_per_point: second, is_active: activeOption() };
      return {
        run: (call) => call(rewardApi.adminPointEarnRateSave, { body }),
        format: (result) => formatEarnRate(result as PointEarnRate),
      };
    }
    if (action === 'redemptions') {
      noArguments();
      const status = text('status');
      if (status !== undefined && !RedeemStatus.safeParse(status).success) {
        throw new UsageError('--status is pending, approved, shipped or rejected');
      }
      return {
        run: (call) => call(rewardApi.adminRedemptionList, status === undefined ? {} : { query: { status } }),
        format: (result) => {
          const { data } = result as { data: AdminRedemption[] };
          return data.length === 0 ? 'No redemptions.' : data.map(formatRedemption).join('\n');
        },
      };
    }
    if (action === 'approve' || action === 'ship' || action === 'reject') {
      if (second !== undefined) throw new UsageError(`${action} takes one id`);
      const id = positiveId(first);
      const tracking = text('tracking');
      if (action === 'ship' && !tracking) throw new UsageError('ship needs --tracking <number>');
      const note = reasonOf(options);
      const status = action === 'approve' ? 'approved' : action === 'ship' ? 'shipped' : 'rejected';
      return {
        run: (call) =>
          call(rewardApi.adminRedemptionUpdate, {
            params: { id },
            body: {
              status,
              ...(action === 'ship' ? { tracking_number: tracking } : {}),
              ...(note ? { note } : {}),
            },
          }),
        format: (result) => formatRedemption(result as AdminRedemption),
      };
    }
    throw new UsageError(`Unknown command for rewards: ${action ?? '(none)'}`);
  },
};
