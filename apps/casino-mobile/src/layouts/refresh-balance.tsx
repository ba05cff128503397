import { useTranslation } from 'react-i18next';
import { useSession, useWallet } from '@casino/auth';
import { RefreshIcon } from './icons';
import * as styles from './mobile.css';

/** Reads the member's wallet again; `refreshing` while the call is out. */
export function useRefreshBalance() {
  const session = useSession();
  const wallet = useWallet({ enabled: session.isLoggedIn });
  return {
    enabled: session.isLoggedIn,
    refreshing: wallet.isFetching,
    refresh: async () => {
      await wallet.refetch();
    },
  };
}

/** The pull gesture's accessible twin: a button beside the balance that reads it again. */
export function RefreshBalanceButton() {
  const { t } = useTranslation('mobile');
  const { refresh, refreshing } = useRefreshBalance();
  return (
    <button
      type="button"
      className={styles.iconButton}
      aria-label={t('refresh.button')}
      aria-busy={refreshing}
      disabled={refreshing}
      onClick={() => void refresh()}
    >
      <RefreshIcon className={styles.navIcon} />
    </button>
  );
}
