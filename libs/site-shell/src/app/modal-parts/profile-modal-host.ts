export { ProfileModalHost as default } from '@casino/profile';
