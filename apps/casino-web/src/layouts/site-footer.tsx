import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { FooterData } from '@casino/contracts';
import { useSiteMap, localPath, useLanguage } from '@casino/site-shell';
import { useSiteName } from './site-header';
import * as styles from './frame.css';

const POLICY_PAGES = [
  ['terms-and-conditions', 'footer.terms'],
  ['privacy-policy', 'footer.privacy'],
  ['cookies-policy', 'footer.cookies'],
] as const;

interface FooterLinkItem {
  label: string;
  /** A site path without the language (`/privacy-policy`), or an external URL. */
  href: string;
  internal: boolean;
}

/**
 * The operator's footer links first, then any policy page they did not link. Site paths are given
 * without a language (`/terms-and-conditions`) and open in the visitor's language.
 */
export function footerLinks(
  data: FooterData | undefined,
  policies: readonly { path: string; label: string }[],
): FooterLinkItem[] {
  const operator = (data?.links ?? []).map((link) => ({ ...link, internal: link.href.startsWith('/') }));
  const linked = new Set(
    operator.filter((link) => link.internal).map((link) => link.href.replace(/^\//, '')),
  );
  const missing = policies
    .filter((policy) => !linked.has(policy.path))
    .map((policy) => ({ label: policy.label, href: `/${policy.path}`, internal: true }));
  return [...operator, ...missing];
}

/** The footer of footer_data (custom-function): about text, links, payment logos, copyright. */
export function SiteFooter({ data }: { data: FooterData | undefined }) {
  const { t } = useTranslation('common');
  const lang = useLanguage();
  const siteName = useSiteName();
  const { pages } = useSiteMap();
  const policies = POLICY_PAGES.filter(([path]) => pages.default.includes(path)).map(([path, label]) => ({
    path,
    label: t(label),
  }));
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
            {footerLinks(data, policies).map((link) => (
              <li key={`${link.href}|${link.label}`}>
                {link.internal ? (
                  <Link to={localPath(lang, link.href)} className={styles.footerLink}>
                    {link.label}
                  </Link>
                ) : (
                  <a href={link.href} className={styles.footerLink}>
                    {link.label}
                  </a>
                )}
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
