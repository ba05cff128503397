import { Button, Card, ConfirmDialog, LoadingStatus, Stack } from '@casino/ui-kit';
import { isApiError } from '@casino/api-client';
import { useLoginModal, useSession, useWallet } from '@casino/auth';
import type { CashbackKind } from '@casino/contracts/promotions';
import { useFailureText } from '@casino/forms';
import { useEffect, useRef, useState } from 'react';
import { useCashbackMember, useCashbackTransaction, useJoinCashback, useRefreshCashback } from '../api';
import { moneyFormatter, useCashbackText } from '../text';
import { CashbackArticles } from './cashback-articles';
import { CashbackOverview } from './cashback-overview';
import { PayoutHistory } from './payout-history';
import { TransferToWallet } from './transfer-to-wallet';

/** Activation under spec 4's one-active rule: another active kind is ended only once the member confirms. */
function Activate({ kind }: { kind: CashbackKind }) {
  const t = useCashbackText();
  const failureText = useFailureText();
  const join = useJoinCashback(kind);
  const [replacing, setReplacing] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const activate = async (replace: boolean) => {
    setFailure(null);
    try {
      await join.mutateAsync(replace);
      setReplacing(null);
    } catch (error) {
      const active =
        isApiError(error) && error.reason === 'BONUS_REPLACE_REQUIRED' ? error.errors[0]?.message : null;
      if (!replace && active) {
        setReplacing(active);
        return;
      }
      setReplacing(null);
      setFailure(failureText(error));
    }
  };

  const current = replacing as 'promotion' | 'cashback' | 'rebate' | 'referral' | null;
  return (
    <Stack gap="sm">
      <div>
        <Button onClick={() => void activate(false)} loading={join.isPending && replacing === null}>
          {t(`kinds.${kind}.activate`)}
        </Button>
      </div>
      <p>{t('oneActive')}</p>
      {failure ? <p role="alert">{failure}</p> : null}
      <ConfirmDialog
        open={current !== null}
        title={t('replace.title')}
        message={t('replace.message', {
          current: current ? t(`bonusKinds.${current}`) : '',
          next: t(`bonusKinds.${kind}`),
        })}
        confirmLabel={t('replace.confirm')}
        cancelLabel={t('cancel')}
        loading={join.isPending}
        onConfirm={() => void activate(true)}
        onCancel={() => setReplacing(null)}
      />
    </Stack>
  );
}

/**
 * A whole cashback or rebate page body: the article, the member's standing with the countdown, the
 * transfer to the main wallet and the history. Visitors see the article and a way to log in.
 */
export function CashbackPanel({ kind }: { kind: CashbackKind }) {
  const t = useCashbackText();
  const failureText = useFailureText();
  const session = useSession();
  const login = useLoginModal();
  const wallet = useWallet({ enabled: session.isLoggedIn });
  const member = useCashbackMember(kind);
  const transaction = useCashbackTransaction(kind);
  const refresh = useRefreshCashback();
  const money = moneyFormatter(wallet.data?.currency);
  // The wallet follows the CASHBACK / REBATE topics: when its balance of this kind moves (a payout, a
  // transfer from another tab), the page's own figures and history are read again.
  const balance = wallet.data?.[kind];
  const seenBalance = useRef(balance);
  useEffect(() => {
    if (seenBalance.current !== undefined && balance !== seenBalance.current) void refresh();
    seenBalance.current = balance;
  }, [balance, refresh]);

  const rate = member.data?.rate ?? '…';
  const article = (
    <Stack gap="sm">
      <p>{t(`kinds.${kind}.intro`, { rate })}</p>
      <p>{t(`kinds.${kind}.howItWorks`)}</p>
      <p>{t(`kinds.${kind}.condition`, { rate })}</p>
      <CashbackArticles kind={kind} />
    </Stack>
  );

  if (!session.isLoggedIn) {
    return (
      <Stack gap="lg">
        {article}
        <p>{t('loginPrompt')}</p>
        <div>
          <Button onClick={login.open}>{t('login')}</Button>
        </div>
      </Stack>
    );
  }
  const failed = member.error ?? wallet.error;
  if (failed) return <p role="alert">{failureText(failed)}</p>;
  if (!member.data || !wallet.data) return <LoadingStatus label={t('loading')} />;

  return (
    <Stack gap="lg">
      {article}
      <CashbackOverview
        member={member.data}
        transaction={transaction.data}
        money={money}
        onCalculated={() => void refresh()}
        activation={<Activate kind={kind} />}
      />
      <Card title={t('transfer.title')} headingLevel={2}>
        {transaction.data ? (
          <TransferToWallet
            kind={kind}
            available={transaction.data.available}
            currency={wallet.data.currency}
          />
        ) : (
          <LoadingStatus label={t('loading')} />
        )}
      </Card>
      <Card title={t(`kinds.${kind}.history`)} headingLevel={2}>
        <PayoutHistory kind={kind} money={money} />
      </Card>
    </Stack>
  );
}
