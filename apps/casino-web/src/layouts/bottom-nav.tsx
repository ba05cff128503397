import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { useSession } from '@casino/auth';
import { loginModalOpenAtom } from '@casino/auth';
import { useHasPage, localPath, useLanguage } from '@casino/site-shell';
import * as styles from './frame.css';

/** Phones only (≤ 575.98 px, by CSS): home, promotions when they exist, and the account or login. */
export function BottomNav() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const { isLoggedIn } = useSession();
  const hasPromotions = useHasPage('default', 'promotions');
  const openLogin = useSetAtom(loginModalOpenAtom);
  return (
    <nav aria-label={t('header.menu')} className={styles.bottomNav} data-testid="bottom-nav">
      <NavLink to={localPath(lang)} end className={styles.bottomNavLink}>
        {t('bottomNav.home')}
      </NavLink>
      {hasPromotions ? (
        <NavLink to={localPath(lang, 'promotions')} className={styles.bottomNavLink}>
          {t('bottomNav.promotions')}
        </NavLink>
      ) : null}
      {isLoggedIn ? (
        <NavLink to={localPath(lang, 'setting')} className={styles.bottomNavLink}>
          {t('bottomNav.account')}
        </NavLink>
      ) : (
        <button type="button" className={styles.bottomNavLink} onClick={() => openLogin(true)}>
          {t('header.login')}
        </button>
      )}
    </nav>
  );
}
