export { QuestBadge as default } from '@casino/quests';
