/**
 * The shell's own strings, English only, in one module until libs/i18n is wired into the shell (issue 3
 * moves them to a `web` namespace and `useTranslation`).
 */
const text = {
  'site.name': 'Casino',
  'site.loading': 'Loading…',
  'nav.languages': 'Languages',
  'nav.login': 'Log in',
  'nav.register': 'Register',
  'home.title': 'Welcome',
  'home.greeting': 'Logged in as {{username}}',
  'home.balance': 'Balance',
  'home.logout': 'Log out',
  'login.title': 'Log in',
  'login.registered': 'Your account has been created. Log in with your phone number and password.',
  'register.title': 'Register',
  'notFound.title': 'This page could not be found',
  'notFound.back': 'Back to the home page',
  'errorPage.title': 'Error',
  'errorDialog.title': 'Something went wrong',
  'errorDialog.ok': 'OK',
  'errorDialog.trace': 'TraceID',
  'errorDialog.time': 'Time',
  'progress.label': 'Loading',
} as const;

export type WebTextKey = keyof typeof text;

export function webText(key: WebTextKey, params: Record<string, string | number> = {}): string {
  return text[key].replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
