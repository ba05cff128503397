export { RewardPopups as default } from '@casino/memo';
