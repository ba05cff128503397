/** The memo inbox: other modules write platform memos in their own transaction and announce them after. */
export { writePlatformMemo, writePlatformMemos } from './memos';
export type { PlatformMemo } from './memos';
export { publishMemoNotice } from './events';
export { memoRoutes } from './routes';
