import { AdminMemberLevelBody, memberLevelApi } from '@casino/contracts/quests';
import type { AdminMemberLevel } from '@casino/contracts/quests';
import type { Resource } from '../command';
import { jsonFileBody, noMoreArguments, UsageError } from '../command';

function formatLevel(level: AdminMemberLevel): string {
  const needs = [
    level.required_deposit === null ? null : `deposit ${level.required_deposit}`,
    level.required_turnover === null ? null : `turnover ${level.required_turnover}`,
    level.required_winloss === null ? null : `win/loss ${level.required_winloss}`,
  ]
    .filter(Boolean)
    .join(' or ');
  return `#${level.id}  currency ${level.currency_id}  rank ${level.rank}  ${(level.names.en ?? '').padEnd(12)}  ${needs}  VIP ${level.vip_bonus}  birthday ${level.birthday_bonus}  rebate ${level.rolling_rebate}%  members ${level.members}`;
}

/** Staff's member levels: every level with its members, and create or replace one from a JSON file. */
export const levels: Resource = {
  name: 'levels',
  usage: [
    'levels list                                         every member level with its members',
    'levels save --file PATH                             create, or replace the one of that currency and rank',
    '                                                    (JSON: currency_code, rank, names: { en, th, ... },',
    '                                                    required_deposit|required_turnover|required_winloss,',
    '                                                    vip_bonus, birthday_bonus, rolling_rebate)',
  ],
  options: ['file'],
  parse([action, ...extra], options) {
    noMoreArguments(extra);
    if (action === 'list') {
      return {
        run: (call) => call(memberLevelApi.adminMemberLevelList, {}),
        format: (result) => {
          const { data } = result as { data: AdminMemberLevel[] };
          return data.length === 0 ? 'No member levels.' : data.map(formatLevel).join('\n');
        },
      };
    }
    if (action === 'save') {
      const body = jsonFileBody(
        typeof options['file'] === 'string' ? options['file'] : undefined,
        AdminMemberLevelBody,
        'a member level',
      );
      return {
        run: (call) => call(memberLevelApi.adminMemberLevelSave, { body }),
        format: (result) => formatLevel(result as AdminMemberLevel),
      };
    }
    throw new UsageError(`Unknown command for levels: ${action ?? '(none)'}`);
  },
};
