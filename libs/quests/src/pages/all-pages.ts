// Every page of the library in one chunk, its texts first: the pages are small and share most of their
// parts, and one dynamic import keeps the shell's route table (which the home page loads) to one preload list.
import '../i18n';

export { MemberLevelDetailPage } from './member-level-detail-page';
export { MemberLevelPage } from './member-level-page';
export { QuestDetailPage } from './quest-detail-page';
export { QuestPage } from './quest-page';
