export { LoginModal as default } from '@casino/auth';
