export { accessTokenAtom, authKeys, hasSessionHint } from './session';
export { fetchProfile, profileQueryOptions, useProfile, useSession } from './api/profile';
export { fetchWallet, walletQueryOptions, useWallet } from './api/wallet';
export { memberPrivilegesQueryOptions, useMemberPrivileges } from './api/privileges';
export { login, useLogin } from './api/login';
export { logout, useLogout } from './api/logout';
export { register, useRegister } from './api/register';
export { changePassword, useChangePassword } from './api/change-password';
export {
  requestPasswordReset,
  resetPassword,
  useRequestPasswordReset,
  useResetPassword,
  useVerifyResetOtp,
  verifyResetOtp,
} from './api/forgot-password';
export { isReferralCodeValid } from './api/check-refcode';
export {
  REFERRAL_CODE_DAYS,
  forgetReferralCode,
  rememberReferralCode,
  rememberedReferralCode,
} from './referral-code';
export {
  fetchRegistrationOptions,
  registrationOptionsQueryOptions,
  registrationRulesFor,
  useRegistrationOptions,
  type RegistrationOptions,
} from './api/registration-options';
export { loginModalOpenAtom, useLoginModal } from './login-modal-state';
export { LoginForm, type LoginFormProps } from './components/login-form';
export { LoginModal, type LoginModalProps } from './components/login-modal';
export { RegisterForm, type PhoneVerificationStep, type RegisterFormProps } from './components/register-form';
export { ChangePasswordForm } from './components/change-password-form';
export { ForgotPasswordFlow } from './components/forgot-password/forgot-password-flow';
export { OtpCodeForm, sentOtp, type OtpCodeFormProps, type SentOtp } from './components/otp-code-form';
export { LoginPage } from './pages/login-page';
export { RegisterPage } from './pages/register-page';
export { ForgotPasswordPage } from './pages/forgot-password-page';
export { ChangePasswordPage } from './pages/change-password-page';
export { authRoutes, authSiteRoutes, settingRoutes } from './routes';
export { languageIdQueryOptions, useLanguageId, useLocalPath, useRouteLanguage } from './language';
