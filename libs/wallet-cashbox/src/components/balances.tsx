import { Box, Inline, LoadingStatus } from '@casino/ui-kit';
import { useMemberWallet } from '../api/wallet';
import { moneyFormatter, useCashboxText } from '../text';
import * as styles from './cashbox.css';

/** Spec 1 and 4: main, cashback, rebate, affiliate and promotion bonus balances, and points; a spinner while loading. */
export function Balances() {
  const t = useCashboxText();
  const wallet = useMemberWallet();
  if (!wallet.data) {
    return wallet.isFetching ? <LoadingStatus label={t('loading')} /> : null;
  }
  const money = moneyFormatter(wallet.data.currency);
  const rows = [
    { key: 'main', label: t('balances.main'), value: money(wallet.data.balance) },
    { key: 'cashback', label: t('balances.cashback'), value: money(wallet.data.cashback) },
    { key: 'rebate', label: t('balances.rebate'), value: money(wallet.data.rebate) },
    { key: 'affiliate', label: t('balances.affiliate'), value: money(wallet.data.affiliate) },
    { key: 'bonus', label: t('balances.bonus'), value: money(wallet.data.bonus) },
    ...(wallet.data.pointData.is_display
      ? [{ key: 'points', label: t('balances.points'), value: String(wallet.data.pointData.point) }]
      : []),
  ];
  return (
    <section aria-label={t('balances.label')} aria-busy={wallet.isFetching}>
      <dl className={styles.balanceGrid}>
        {rows.map((row) => (
          <div key={row.key} className={styles.balanceItem} data-testid={`balance-${row.key}`}>
            <dt className={styles.balanceLabel}>{row.label}</dt>
            <dd className={styles.balanceValue}>{row.value}</dd>
          </div>
        ))}
      </dl>
      <Box marginTop="sm">
        <Inline>
          <span>
            {t('balances.turnover', {
              current: money(wallet.data.turn_deposit),
              target: money(wallet.data.turn_deposit_target),
            })}
          </span>
        </Inline>
      </Box>
    </section>
  );
}
