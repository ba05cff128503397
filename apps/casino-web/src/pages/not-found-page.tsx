import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { localPath, useLanguage } from '@casino/site-shell';
import * as styles from './status-page.css';

/** Spec 2: what an unmatched route shows. */
export function NotFoundPage() {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  return (
    <section className={styles.root}>
      <p className={styles.status} aria-hidden="true">
        404
      </p>
      <h1 className={styles.title}>{t('notFound.message')}</h1>
      <Link to={localPath(lang)} className={styles.action}>
        {t('notFound.backHome')}
      </Link>
    </section>
  );
}
