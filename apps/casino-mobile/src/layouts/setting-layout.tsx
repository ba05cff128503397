import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { loginModalOpenAtom, useSession } from '@casino/auth';
import { localPath, useLanguage, useSiteMap } from '@casino/site-shell';
import { Button, Card } from '@casino/ui-kit';
import { MobileLayout } from './mobile-layout';
import * as styles from './mobile.css';

/** The account area on a phone: the sections as one list (`/setting`), each page full width. */
export function SettingIndexPage() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const { settingNav } = useSiteMap();
  return (
    <nav aria-label={t('settingNav.title')}>
      <h1 className={styles.sheetHeading}>{t('settingNav.title')}</h1>
      <ul className={styles.sheetList}>
        {settingNav.map((item) => (
          <li key={item.path}>
            <NavLink to={localPath(lang, `setting/${item.path}`)} className={styles.sheetLink}>
              {t(`settingNav.${item.nav}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The setting pages in the phone frame; an anonymous visitor is asked to log in. */
export function SettingLayout() {
  const { t } = useTranslation('common');
  const session = useSession();
  const openLogin = useSetAtom(loginModalOpenAtom);
  return (
    <MobileLayout>
      {session.isPending ? null : session.user ? (
        <Outlet />
      ) : (
        <Card>
          <p>{t('setting.loginRequired')}</p>
          <Button onClick={() => openLogin(true)}>{t('header.login')}</Button>
        </Card>
      )}
    </MobileLayout>
  );
}
