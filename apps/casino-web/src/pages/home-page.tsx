import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useApiClient } from '@casino/api-client';
import { useLogout, useSession, useWallet } from '@casino/auth';
import { rememberTemplateColor } from '@casino/ui-kit';
import { formatBalance } from '../site/money';
import { globalConfigQueryOptions, languagesQueryOptions } from '../site/queries';
import { localPath, useLanguage } from '../site/locale';
import { webText } from '../strings';
import { LanguageSwitcher } from './language-switcher';

export function HomePage() {
  const client = useApiClient();
  const lang = useLanguage();
  const languages = useQuery(languagesQueryOptions(client));
  const globalConfig = useQuery(globalConfigQueryOptions(client));
  const templateColor = globalConfig.data?.template_color;

  useEffect(() => {
    if (templateColor) rememberTemplateColor(templateColor);
  }, [templateColor]);

  return (
    <>
      <h1>{webText('home.title')}</h1>
      {languages.data ? <LanguageSwitcher languages={languages.data} current={lang} /> : null}
      <MemberPanel />
    </>
  );
}

function MemberPanel() {
  const lang = useLanguage();
  const session = useSession();
  const wallet = useWallet({ enabled: session.isLoggedIn });
  const logout = useLogout();

  if (session.isPending) return <p role="status">{webText('site.loading')}</p>;
  if (!session.user) {
    return (
      <nav aria-label={webText('nav.login')}>
        <Link to={localPath(lang, 'login')}>{webText('nav.login')}</Link>{' '}
        <Link to={localPath(lang, 'register')}>{webText('nav.register')}</Link>
      </nav>
    );
  }
  return (
    <section aria-label={webText('home.greeting', { username: session.user.username })}>
      <p>{webText('home.greeting', { username: session.user.username })}</p>
      {wallet.data ? (
        <p>
          {webText('home.balance')}:{' '}
          <output>{formatBalance(wallet.data.balance, wallet.data.currency, lang)}</output>
        </p>
      ) : null}
      <button type="button" onClick={() => logout.mutate()} disabled={logout.isPending}>
        {webText('home.logout')}
      </button>
    </section>
  );
}
