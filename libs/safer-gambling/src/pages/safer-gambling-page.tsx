import { amountDecimals } from '@casino/contracts';
import type { MoneyLimit } from '@casino/contracts/safer-gambling';
import { Button, LoadingStatus, Stack } from '@casino/ui-kit';
import { useWallet, useSession } from '@casino/auth';
import { useGamblingLimits } from '../api/limits';
import { LimitRow } from '../components/limit-row';
import { RealityCheckForm } from '../components/reality-check-form';
import { SessionRow } from '../components/session-row';
import * as styles from '../components/safer-gambling.css';
import { useSaferGamblingText } from '../text';

function LimitGroup({
  title,
  help,
  limits,
  currency,
  decimals,
}: {
  title: string;
  help?: string;
  limits: MoneyLimit[];
  currency: string;
  decimals: number;
}) {
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {help ? <p className={styles.muted}>{help}</p> : null}
      <ul className={styles.limits}>
        {limits.map((limit) => (
          <LimitRow key={limit.kind} limit={limit} currency={currency} decimals={decimals} />
        ))}
      </ul>
    </section>
  );
}

/** /{lang}/setting/safer-gambling: deposit, loss and session limits and the reality check. */
export function SaferGamblingPage() {
  const t = useSaferGamblingText();
  const { isLoggedIn } = useSession();
  const wallet = useWallet({ enabled: isLoggedIn });
  const page = useGamblingLimits();

  let body: React.ReactNode;
  if (page.data) {
    const { limits, currency, scale } = page.data;
    // The wallet currency says whether members type decimals; the API's scale until it loads.
    const decimals = wallet.data ? amountDecimals(wallet.data.currency) : Math.min(scale, 2);
    body = (
      <Stack gap="lg">
        <p>{t('intro')}</p>
        <LimitGroup
          title={t('sections.deposit')}
          limits={limits.filter((l) => l.kind.startsWith('deposit'))}
          currency={currency}
          decimals={decimals}
        />
        <LimitGroup
          title={t('sections.loss')}
          help={t('lossHelp')}
          limits={limits.filter((l) => l.kind.startsWith('loss'))}
          currency={currency}
          decimals={decimals}
        />
        <SessionRow session={page.data.session} />
        <RealityCheckForm realityCheck={page.data.reality_check} />
      </Stack>
    );
  } else if (page.isError) {
    body = (
      <Stack gap="sm">
        <p role="alert">{t('loadFailed')}</p>
        <Button variant="secondary" onClick={() => void page.refetch()}>
          {t('retry')}
        </Button>
      </Stack>
    );
  } else {
    body = <LoadingStatus label={t('loading')} />;
  }
  return (
    <Stack gap="lg">
      <h1>{t('title')}</h1>
      {body}
    </Stack>
  );
}
