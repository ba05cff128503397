import { Link, Outlet } from 'react-router';
import { useLanguage, localPath } from '../site/locale';
import { webText } from '../strings';
import { ApiEventBridge } from './api-event-bridge';

/** The frame every page shares; issue 3 turns it into the default, no-footer, play-game and setting layouts. */
export function RootLayout() {
  const lang = useLanguage();
  return (
    <>
      <header>
        <Link to={localPath(lang)}>{webText('site.name')}</Link>
      </header>
      <main>
        <Outlet />
      </main>
      <ApiEventBridge />
    </>
  );
}
