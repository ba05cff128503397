import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { useSession } from '@casino/auth';
import { Button, Card } from '@casino/ui-kit';
import { loginModalOpenAtom } from '@casino/auth';
import { useSiteMap, localPath, useLanguage } from '@casino/site-shell';
import { FrameLayout } from './default-layout';
import { UnreadMemoCount } from './unread-memo-count';
import * as styles from './frame.css';

/** The account area's navigation: only the setting pages that are registered. */
export function SettingNav() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const { settingNav } = useSiteMap();
  return (
    <nav aria-label={t('settingNav.title')}>
      <ul className={styles.sideNavList}>
        {settingNav.map((item) => (
          <li key={item.path}>
            <NavLink to={localPath(lang, `setting/${item.path}`)} className={styles.sideNavLink}>
              {t(`settingNav.${item.nav}`)}
              {item.nav === 'personalMessage' ? <UnreadMemoCount /> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * Spec 2's setting layout: the side navigation column (hidden at ≤ 767.98 px, where /setting itself lists
 * the sections) beside the page, with the footer and bottom navigation of the default frame.
 */
export function SettingLayout() {
  const { t } = useTranslation('common');
  const session = useSession();
  const openLogin = useSetAtom(loginModalOpenAtom);
  return (
    <FrameLayout>
      {session.isPending ? null : session.user ? (
        <div className={styles.settingGrid} data-layout="setting">
          <aside className={styles.sideColumn} data-testid="setting-side-column">
            <SettingNav />
          </aside>
          <div>
            <Outlet />
          </div>
        </div>
      ) : (
        <Card title={t('settingNav.title')}>
          <p>{t('setting.loginRequired')}</p>
          <Button onClick={() => openLogin(true)}>{t('header.login')}</Button>
        </Card>
      )}
    </FrameLayout>
  );
}

/** /{lang}/setting: the sections as a list (the only navigation on a phone, where the column is hidden). */
export function SettingIndexPage() {
  const { t } = useTranslation('common');
  return (
    <Card title={t('settingNav.title')}>
      <p>{t('setting.overview')}</p>
      <SettingNav />
    </Card>
  );
}
