import { useQueryClient } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { loginModalOpenAtom, useLogout, useSession } from '@casino/auth';
import { isLanguageCode } from '@casino/contracts';
import { LANGUAGE_NAMES, displayCode, switchLanguagePath, writeLocaleCookie } from '@casino/i18n';
import { localPath, useLanguage, useLanguages } from '@casino/site-shell';
import { Button, Modal } from '@casino/ui-kit';
import * as styles from './mobile.css';

/**
 * The bottom navigation's Menu: a bottom sheet with the account (or Log in and Register) and the
 * languages. Choosing a language keeps the page, writes the locale cookie and reloads the per-language
 * config, as casino-web's switcher does.
 */
export function MenuSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation('common');
  const mobileText = useTranslation('mobile').t;
  const lang = useLanguage();
  const session = useSession();
  const logout = useLogout();
  const openLogin = useSetAtom(loginModalOpenAtom);
  const languages = useLanguages().data ?? [];
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const chooseLanguage = (next: string) => {
    if (!isLanguageCode(next)) return;
    writeLocaleCookie(next);
    void queryClient.invalidateQueries({ queryKey: ['site', 'system-config'] });
    void queryClient.invalidateQueries({ queryKey: ['site', 'seo-config'] });
    onClose();
    const path = switchLanguagePath(location.pathname, next, { prefixDefault: true });
    void navigate(`${path}${location.search}${location.hash}`);
  };

  return (
    <Modal open={open} onClose={onClose} title={t('header.menu')} closeLabel={mobileText('sheet.close')}>
      <div data-sheet="menu">
        <ul className={styles.sheetList}>
          {session.user ? (
            <>
              <li>
                <Link to={localPath(lang, 'setting')} className={styles.sheetLink} onClick={onClose}>
                  {mobileText('sheet.account')}
                </Link>
              </li>
              <li>
                <Button
                  variant="ghost"
                  onClick={() => logout.mutate(undefined, { onSettled: onClose })}
                  loading={logout.isPending}
                >
                  {t('header.logout')}
                </Button>
              </li>
            </>
          ) : (
            <>
              <li>
                <button
                  type="button"
                  className={styles.sheetLink}
                  onClick={() => {
                    onClose();
                    openLogin(true);
                  }}
                >
                  {t('header.login')}
                </button>
              </li>
              <li>
                <Link to={localPath(lang, 'register')} className={styles.sheetLink} onClick={onClose}>
                  {t('header.register')}
                </Link>
              </li>
            </>
          )}
        </ul>
        {languages.length > 1 ? (
          <>
            <h3 className={styles.sheetHeading} id="menu-languages">
              {mobileText('sheet.language')}
            </h3>
            <ul className={styles.sheetList} aria-labelledby="menu-languages">
              {languages.map((language) => (
                <li key={language.id}>
                  <button
                    type="button"
                    className={styles.sheetLink}
                    lang={displayCode(language.code)}
                    aria-current={language.code === lang ? 'true' : undefined}
                    onClick={() => chooseLanguage(language.code)}
                  >
                    {language.native_name || LANGUAGE_NAMES[language.code]}
                  </button>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </Modal>
  );
}
