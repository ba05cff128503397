import * as memoApi from '@casino/contracts/memo';
import { MEMO_CATEGORIES } from '@casino/contracts/memo';
import type { MemoCategory, MemoDetail } from '@casino/contracts/memo';
import type { OptionValues, Resource } from '../command';
import { noMoreArguments, positiveId, UsageError } from '../command';

const flag = (options: OptionValues, name: string): boolean => {
  const value = options[name];
  if (value === undefined || value === 'no') return false;
  if (value === 'yes') return true;
  throw new UsageError(`--${name} is yes or no`);
};

function required(options: OptionValues, name: string): string {
  const value = options[name];
  if (typeof value !== 'string' || value.trim() === '') throw new UsageError(`--${name} is required`);
  return value.trim();
}

/** `--to 12,15` or `--to all`. */
function recipients(to: string): { user_ids: number[] } | { all_members: true } {
  if (to === 'all') return { all_members: true };
  return { user_ids: to.split(',').map((id) => positiveId(id.trim())) };
}

function category(value: string): MemoCategory {
  const found = MEMO_CATEGORIES.find((name) => name.toLowerCase() === value.toLowerCase());
  if (!found) throw new UsageError(`--type is one of: ${MEMO_CATEGORIES.join(', ')}`);
  return found;
}

function formatTopic(result: unknown): string {
  const { topic, history } = result as MemoDetail & { user_id?: number };
  const head = `#${topic.message_transaction_header_id}  ${topic.message_type}  ${topic.title_name}${
    topic.allow_reply ? '  (replies allowed)' : ''
  }`;
  return [
    head,
    ...history.map((m) => `  ${m.createdAt}  ${m.author.padEnd(8)}  ${m.message_description}`),
  ].join('\n');
}

export const memos: Resource = {
  name: 'memos',
  usage: [
    'memos send --to <ids,...|all> --type <category> --title <t> --text <t> [--reply yes] [--modal yes]',
    '                                                    one memo per member (--modal: a reward pop-up)',
    'memos show <topic-id>                               a topic and its history',
    "memos reply <topic-id> --text <t>                   answer in a member's topic",
  ],
  options: ['to', 'type', 'title', 'text', 'reply', 'modal'],
  parse([action, id, ...extra], options) {
    noMoreArguments(extra);
    if (action === 'send') {
      if (id !== undefined) throw new UsageError('send takes no id; use --to');
      const body = {
        ...recipients(required(options, 'to')),
        message_type: category(required(options, 'type')),
        title_name: required(options, 'title'),
        message_description: required(options, 'text'),
        allow_reply: flag(options, 'reply'),
        is_modal: flag(options, 'modal'),
      };
      return {
        run: (call) => call(memoApi.adminMemoSend, { body }),
        format: (result) => {
          const { sent, topic_ids } = result as { sent: number; topic_ids: number[] };
          const shown =
            topic_ids.length > 10 ? `${topic_ids.slice(0, 10).join(', ')}, ...` : topic_ids.join(', ');
          return `Sent to ${sent} member${sent === 1 ? '' : 's'}${sent ? ` (topics ${shown})` : ''}`;
        },
      };
    }
    if (action === 'show') {
      const topic = positiveId(id);
      return { run: (call) => call(memoApi.adminMemoGet, { params: { id: topic } }), format: formatTopic };
    }
    if (action === 'reply') {
      const topic = positiveId(id);
      const text = required(options, 'text');
      return {
        run: (call) =>
          call(memoApi.adminMemoReply, { params: { id: topic }, body: { message_description: text } }),
        format: formatTopic,
      };
    }
    throw new UsageError(`Unknown command for memos: ${action ?? '(none)'}`);
  },
};
