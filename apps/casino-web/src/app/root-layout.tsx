import { Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useLanguage, localPath } from '../site/locale';
import { webText } from '../strings';
import { ApiEventBridge } from './api-event-bridge';

/** The frame every page shares; issue 3 turns it into the default, no-footer, play-game and setting layouts. */
export function RootLayout() {
  const lang = useLanguage();
  const { i18n } = useTranslation();

  // The route decides the language: text follows it, and so does <html lang>.
  useEffect(() => {
    document.documentElement.lang = lang;
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);

  return (
    <>
      <header>
        <Link to={localPath(lang)}>{webText('site.name')}</Link>
      </header>
      <main>
        <Suspense fallback={<p role="status">{webText('site.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <ApiEventBridge />
    </>
  );
}
