import type { ContactChannel } from '@casino/contracts';
import * as contactApi from '@casino/contracts/contact';
import type { Resource } from '../command';
import { jsonFileBody, noMoreArguments, positiveId, reasonOf, UsageError } from '../command';

function formatChannel(channel: ContactChannel): string {
  const mark = channel.is_default ? 'default' : '       ';
  return `#${channel.id}  ${mark}  ${channel.contact_code_name.padEnd(8)}  ${channel.name}  ${channel.contact_link}`;
}

/** The site's contact channels (spec 2: only the default shows; the others are offered from it). */
export const contact: Resource = {
  name: 'contact',
  usage: [
    'contact list                                        the contact channels, the default marked',
    'contact save --file PATH [--reason ...]             create a channel, or replace the one with its "id"',
    '                                                    (JSON: id?, contact_code_name tawk|livechat|zendesk|',
    '                                                    viberapp|others, name, contact_link, is_default?)',
    'contact remove <id> [--reason ...]                  stop offering a channel',
  ],
  options: ['file', 'reason'],
  parse([action, first, ...extra], options) {
    noMoreArguments(extra);
    const reason = reasonOf(options);
    if (action === 'list') {
      if (first !== undefined) throw new UsageError('list takes no arguments');
      return {
        run: (call) => call(contactApi.contactChannelsList, {}),
        format: (result) => {
          const { data } = result as { data: ContactChannel[] };
          return data.length === 0 ? 'No contact channels.' : data.map(formatChannel).join('\n');
        },
      };
    }
    if (action === 'save') {
      if (first !== undefined) throw new UsageError('save takes --file PATH, no arguments');
      const file = typeof options['file'] === 'string' ? options['file'] : undefined;
      const body = jsonFileBody(file, contactApi.ContactChannelBody, 'a contact channel');
      return {
        run: (call) =>
          call(contactApi.contactChannelSave, { body: { ...body, ...(reason ? { reason } : {}) } }),
        format: (result) => formatChannel(result as ContactChannel),
      };
    }
    if (action === 'remove') {
      const id = positiveId(first);
      return {
        run: (call) =>
          call(contactApi.contactChannelRemove, { params: { id }, body: reason ? { reason } : {} }),
        format: (result) => `Removed ${formatChannel((result as { removed: ContactChannel }).removed)}`,
      };
    }
    throw new UsageError(`Unknown command for contact: ${action ?? '(none)'}`);
  },
};
