import { Link } from 'react-router';
import type { GameProvider } from '@casino/contracts';
import { useLocalPath } from '../route-language';
import { useGamesText } from '../text';
import * as styles from './home-front.css';

/** A provider's logo (sized, lazy), or its initials when the catalogue has none. */
export function ProviderLogo({
  provider,
  className,
  size = 44,
}: {
  provider: GameProvider;
  className?: string;
  size?: number;
}) {
  if (!provider.logo_url) {
    const initials = provider.name
      .split(/\s+/)
      .map((word) => word[0] ?? '')
      .join('')
      .slice(0, 2)
      .toUpperCase();
    return (
      <span
        className={styles.providerMonogram}
        style={{ width: size, height: size, fontSize: size / 2.5 }}
        aria-hidden="true"
      >
        {initials}
      </span>
    );
  }
  return (
    <img
      className={className ?? styles.providerLogo}
      src={provider.logo_url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * The home page's provider strip: each provider with games, opening its games, and the way to the
 * providerselect page; its height held while the list loads, nothing when it is empty.
 */
export function ProviderStrip({ providers }: { providers: GameProvider[] | undefined }) {
  const t = useGamesText();
  const localPath = useLocalPath();
  const shown = (providers ?? []).filter((provider) => provider.game_count > 0);
  // While the list loads the strip keeps its height (its heading and one line of 3.5 rem pills).
  if (!providers) {
    return (
      <div className={styles.section} aria-hidden="true">
        <div className={styles.sectionHead}>
          <span className={styles.sectionTitle}>{t('home.providers')}</span>
        </div>
        <div className={`${styles.providerScroller} ${styles.stripBox}`} />
      </div>
    );
  }
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="home-providers" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="home-providers" className={styles.sectionTitle}>
          {t('home.providers')}
        </h2>
        <Link to={localPath('providerselect')} className={styles.seeAll}>
          {t('home.allProviders')}
        </Link>
      </div>
      <ul className={styles.providerScroller} data-testid="provider-strip">
        {shown.map((provider) => (
          <li key={provider.id}>
            <Link to={localPath(`games?provider=${provider.id}`)} className={styles.providerLink}>
              <ProviderLogo provider={provider} />
              <span className={styles.providerText}>
                <span>{provider.name}</span>
                <span className={styles.count}>{t('providers.games', { count: provider.game_count })}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
