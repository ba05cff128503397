import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './LoadingPage.css';

export interface LoadingPageProps {
  /** Announced to screen readers, e.g. "Loading". */
  label: string;
  /** Brand logo URL (a data URI from @casino/brands works offline). */
  logoSrc?: string;
  logoAlt?: string;
}

/** Covers the page while the first data loads (spec section 2, default layout). */
export function LoadingPage({ label, logoSrc, logoAlt = '' }: LoadingPageProps) {
  return (
    <div className={styles.page} role="status" aria-live="polite" aria-busy="true">
      {logoSrc ? <img src={logoSrc} alt={logoAlt} className={styles.logo} /> : null}
      <Spinner size="large" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  );
}
