import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { isLanguageCode } from '@casino/contracts';
import { LANGUAGE_NAMES, displayCode, switchLanguagePath, writeLocaleCookie } from '@casino/i18n';
import { useLanguages, useLanguage } from '@casino/site-shell';
import * as styles from './frame.css';

/**
 * The languages the API offers. Choosing one keeps the page (same path in the new language), stores the
 * choice in the locale cookie for 365 days and reloads the system and SEO config, which are per language.
 */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const languages = useLanguages().data ?? [];
  const current = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  if (languages.length < 2) return null;
  return (
    <select
      className={styles.languageSelect}
      aria-label={t('a11y.switchLanguage')}
      value={current}
      onChange={(event) => {
        const next = event.target.value;
        if (!isLanguageCode(next)) return;
        writeLocaleCookie(next);
        void queryClient.invalidateQueries({ queryKey: ['site', 'system-config'] });
        void queryClient.invalidateQueries({ queryKey: ['site', 'seo-config'] });
        const path = switchLanguagePath(location.pathname, next, { prefixDefault: true });
        void navigate(`${path}${location.search}${location.hash}`);
      }}
    >
      {languages.map((language) => (
        <option key={language.id} value={language.code} lang={displayCode(language.code)}>
          {language.native_name || LANGUAGE_NAMES[language.code]}
        </option>
      ))}
    </select>
  );
}
