import * as engagementApi from '@casino/contracts/engagement';
import type { AdminPopup, TriggerAllowance } from '@casino/contracts/engagement';
import type { Resource } from '../command';
import { jsonFileBody, noMoreArguments, positiveId, reasonOf, UsageError } from '../command';

function formatPopup(popup: AdminPopup): string {
  const state = popup.is_active ? 'on ' : 'off';
  return `#${popup.id}  ${state}  ${popup.kind.padEnd(12)}  ${popup.language_code.padEnd(3)}  ${popup.page_show_list.join(',')}  ${popup.title}  (updated ${popup.updated_at})`;
}

/** Staff's pop-ups of the site's engagement layer: the list, create or replace from a JSON file, on and off. */
export const popups: Resource = {
  name: 'popups',
  usage: [
    'popups list [--language <id>]                       every pop-up, newest first, with its pages',
    'popups save --file PATH [--reason ...]              create a pop-up, or replace the one with its "id"',
    '                                                    (JSON: id?, kind starter|welcome|announcement,',
    '                                                    language_id, page_show_list ["home", ...], title,',
    '                                                    body (plain text), image_url?, is_active?)',
    'popups on <id> [--reason ...]                       show a pop-up (the seeded welcome ones start off)',
    'popups off <id> [--reason ...]                      stop showing a pop-up',
  ],
  options: ['language', 'file', 'reason'],
  parse([action, first, ...extra], options) {
    noMoreArguments(extra);
    const reason = reasonOf(options);
    if (action === 'list') {
      if (first !== undefined) throw new UsageError('list takes no arguments');
      const language = options['language'];
      const query = language === undefined ? undefined : { language_id: positiveId(String(language)) };
      return {
        run: (call) => call(engagementApi.adminPopupList, query ? { query } : {}),
        format: (result) => {
          const { data } = result as { data: AdminPopup[] };
          return data.length === 0 ? 'No pop-ups.' : data.map(formatPopup).join('\n');
        },
      };
    }
    if (action === 'save') {
      if (first !== undefined) throw new UsageError('save takes --file PATH, no arguments');
      const file = typeof options['file'] === 'string' ? options['file'] : undefined;
      const body = jsonFileBody(file, engagementApi.AdminPopupBody, 'a pop-up');
      return {
        run: (call) =>
          call(engagementApi.adminPopupSave, { body: { ...body, ...(reason ? { reason } : {}) } }),
        format: (result) => formatPopup(result as AdminPopup),
      };
    }
    if (action === 'on' || action === 'off') {
      const id = positiveId(first);
      const endpoint = action === 'on' ? engagementApi.adminPopupOn : engagementApi.adminPopupOff;
      return {
        run: (call) => call(endpoint, { params: { id }, body: reason ? { reason } : {} }),
        format: (result) => formatPopup(result as AdminPopup),
      };
    }
    throw new UsageError(`Unknown command for popups: ${action ?? '(none)'}`);
  },
};

const formatAllowance = (result: unknown) =>
  (result as TriggerAllowance).is_active === 1
    ? 'trigger-allowance 1: the fake allow prompt shows first, after 4 s'
    : "trigger-allowance 0: the browser's permission prompt shows at once";

/** The push prompt's trigger allowance (spec 4). */
export const triggerAllowance: Resource = {
  name: 'trigger-allowance',
  usage: [
    'trigger-allowance show                              whether the fake allow prompt shows first',
    'trigger-allowance set 0|1 [--reason ...]            1: fake allow prompt after 4 s; 0: the browser asks',
  ],
  options: ['reason'],
  parse([action, first, ...extra], options) {
    noMoreArguments(extra);
    if (action === 'show') {
      if (first !== undefined) throw new UsageError('show takes no arguments');
      return { run: (call) => call(engagementApi.adminTriggerAllowanceGet, {}), format: formatAllowance };
    }
    if (action === 'set') {
      if (first !== '0' && first !== '1') throw new UsageError('set takes 0 or 1');
      const reason = reasonOf(options);
      const body = { is_active: first === '1' ? (1 as const) : (0 as const), ...(reason ? { reason } : {}) };
      return {
        run: (call) => call(engagementApi.adminTriggerAllowanceSet, { body }),
        format: formatAllowance,
      };
    }
    throw new UsageError(`Unknown command for trigger-allowance: ${action ?? '(none)'}`);
  },
};
