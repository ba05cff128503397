export { accessTokenAtom, authKeys } from './session';
export { fetchProfile, profileQueryOptions, useProfile, useSession } from './api/profile';
export { fetchWallet, walletQueryOptions, useWallet } from './api/wallet';
export { login, useLogin } from './api/login';
export { logout, useLogout } from './api/logout';
export { register, useRegister } from './api/register';
export {
  fetchRegistrationOptions,
  registrationOptionsQueryOptions,
  registrationRulesFor,
  useRegistrationOptions,
  type RegistrationOptions,
} from './api/registration-options';
export { LoginForm } from './components/login-form';
export { RegisterForm } from './components/register-form';
