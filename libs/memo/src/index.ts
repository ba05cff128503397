import './i18n';

export { memoSiteRoutes } from './routes';
export { memoKeys, memoLiveQueryKeys, onMemoMessage } from './live';
export { MemoCountBadge, MemoCountView } from './components/memo-count-badge';
export { RewardPopups, RewardPopupDialog } from './components/reward-popups';
export { MemoList } from './components/memo-list';
export { MemoText } from './components/memo-text';
