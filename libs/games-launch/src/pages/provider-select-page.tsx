import { Link } from 'react-router';
import { LoadingStatus, Stack } from '@casino/ui-kit';
import { useProviders } from '../api/catalogue';
import * as styles from '../components/games.css';
import { ProviderLogo } from '../components/provider-strip';
import { useLocalPath } from '../route-language';
import { useGamesText } from '../text';

/** `/{lang}/providerselect`: the providers with games, as cards with logo and game count; each opens its games. */
export function ProviderSelectPage() {
  const t = useGamesText();
  const localPath = useLocalPath();
  const providers = useProviders();
  return (
    <Stack gap="lg">
      <h1>{t('providers.title')}</h1>
      {providers.data ? (
        <ul className={styles.providerGrid} data-testid="provider-cards">
          {providers.data
            .filter((provider) => provider.game_count > 0)
            .map((provider) => (
              <li key={provider.id}>
                <Link to={localPath(`games?provider=${provider.id}`)} className={styles.providerLink}>
                  <ProviderLogo provider={provider} className={styles.providerLogo} size={96} />
                  <span className={styles.providerCardName}>{provider.name}</span>
                  <span className={styles.muted}>{t('providers.games', { count: provider.game_count })}</span>
                </Link>
              </li>
            ))}
        </ul>
      ) : (
        <LoadingStatus label={t('lobby.loading')} />
      )}
    </Stack>
  );
}
