import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FooterData } from '@casino/contracts';
import { useSiteMap } from '../routing/site-context';
import { localPath, useLanguage } from '../site/locale';
import { useSiteName } from './site-header';
import * as styles from './frame.css';

const POLICY_PAGES = [
  ['terms-and-conditions', 'footer.terms'],
  ['privacy-policy', 'footer.privacy'],
  ['cookies-policy', 'footer.cookies'],
] as const;

/** The footer of footer_data (custom-function): about text, links, payment logos, copyright. */
export function SiteFooter({ data }: { data: FooterData | undefined }) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const siteName = useSiteName();
  const { pages } = useSiteMap();
  const policies = POLICY_PAGES.filter(([path]) => pages.default.includes(path));
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        {data?.about ? (
          <section aria-label={t('footer.aboutUs')}>
            <p>{data.about}</p>
          </section>
        ) : null}
        <nav aria-label={t('footer.contactUs')}>
          <ul className={styles.footerLinks}>
            {policies.map(([path, label]) => (
              <li key={path}>
                <Link to={localPath(lang, path)} className={styles.footerLink}>
                  {t(label)}
                </Link>
              </li>
            ))}
            {(data?.links ?? []).map((link) => (
              <li key={`${link.href}|${link.label}`}>
                <a href={link.href} className={styles.footerLink}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {data?.payment_logos.length ? (
          <section aria-label={t('footer.paymentMethods')} className={styles.paymentLogos}>
            {data.payment_logos.map((logo) => (
              <img key={logo} src={logo} alt="" className={styles.paymentLogo} />
            ))}
          </section>
        ) : null}
        <p>{data?.copyright || t('footer.copyright', { year: new Date().getFullYear(), brand: siteName })}</p>
      </div>
    </footer>
  );
}
