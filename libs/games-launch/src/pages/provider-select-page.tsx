import { Link } from 'react-router';
import { LoadingStatus, Stack } from '@casino/ui-kit';
import { useProviders } from '../api/catalogue';
import * as styles from '../components/games.css';
import { useLocalPath } from '../route-language';
import { useGamesText } from '../text';

/** `/{lang}/providerselect`: the providers with games; each opens the lobby filtered to it. */
export function ProviderSelectPage() {
  const t = useGamesText();
  const localPath = useLocalPath();
  const providers = useProviders();
  return (
    <Stack gap="lg">
      <h1>{t('providers.title')}</h1>
      {providers.data ? (
        <ul className={styles.providerGrid}>
          {providers.data.map((provider) => (
            <li key={provider.id}>
              <Link
                to={localPath(`games?provider=${provider.id}`)}
                className={styles.providerLink}
                aria-label={t('providers.open', { name: provider.name })}
              >
                {provider.logo_url ? (
                  <img src={provider.logo_url} alt="" className={styles.providerLogo} />
                ) : null}
                <span>{provider.name}</span>
                <span>{t('providers.games', { count: provider.game_count })}</span>
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
