import { redirect } from 'react-router';
import type { LoaderFunctionArgs } from 'react-router';
import { readLocaleCookie, resolveRequestLanguage } from '@casino/i18n';

/**
 * Loader of the unprefixed branch (`prefix_and_default`): the default language's pages have no prefix, so
 * a visitor whose locale cookie chose another language is sent to that language's page.
 */
export function localeCookieRedirect({ request }: LoaderFunctionArgs, cookies = document.cookie) {
  const url = new URL(request.url);
  const { redirectTo } = resolveRequestLanguage(url.pathname, readLocaleCookie(cookies));
  if (redirectTo) throw redirect(`${redirectTo}${url.search}${url.hash}`);
  return null;
}
