export { MemoCountBadge as default } from '@casino/memo';
