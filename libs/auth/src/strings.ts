import { englishMessage } from '@casino/contracts';

/**
 * Every string of this library, English only, shaped like the `auth` namespace of libs/i18n so that the
 * switch to `useTranslation('auth')` replaces `useAuthText` and nothing else.
 */
const text = {
  'login.title': 'Log in',
  'login.username': 'Username or phone number',
  'login.password': 'Password',
  'login.submit': 'Log in',
  'login.failedTitle': 'Login failed',
  'register.title': 'Register',
  'register.phone': 'Phone number',
  'register.countryCode': 'Country code',
  'register.currency': 'Currency',
  'register.password': 'Password',
  'register.passwordHint':
    'At least {{min}} characters with a lowercase letter, an uppercase letter and a digit',
  'register.confirmPassword': 'Confirm password',
  'register.referralCode': 'Referral code (optional)',
  'register.email': 'Email',
  'register.subscribe': 'I agree to receive news and promotions by email',
  'register.acceptTerms': 'I am 18 or over and accept the terms and conditions',
  'register.submit': 'Register',
  'register.failedTitle': 'Registration failed',
  'register.loading': 'Loading the registration form…',
  'logout.action': 'Log out',
} as const;

export type AuthTextKey = keyof typeof text;

function interpolate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

export function useAuthText() {
  return (key: AuthTextKey, params?: Record<string, string | number>) => interpolate(text[key], params);
}

/** Schema messages are keys (`min_length|{"min":6}`); until libs/i18n is wired they show in English. */
export function useValidationText() {
  return (message: string | undefined) => (message ? englishMessage(message) : undefined);
}
