import { BankAccount, Button, CopyButton, Countdown, Stack, useCountdown } from '@casino/ui-kit';
import type { Deposit } from '@casino/contracts';
import { formatBankAccount } from '@casino/i18n';
import { useState } from 'react';
import { moneyFormatter, rateFormatter, useCashboxText } from '../../text';
import type { WalletCurrency } from '../../api/wallet';
import * as styles from '../cashbox.css';
import { QrCode } from './qr-code';

/** Spec 4 and 9: a phone-wallet payment unconfirmed after 5 minutes sends the member to the administrator. */
export const WALLET_TIMEOUT_MS = 5 * 60_000;

function useWalletTimedOut(deposit: Deposit): boolean {
  const { expired } = useCountdown(new Date(deposit.createdAt).getTime() + WALLET_TIMEOUT_MS);
  return expired || deposit.contact_admin;
}

interface PendingDepositProps {
  deposit: Deposit;
  currency: WalletCurrency;
  /** An expired QR code: the member starts again. */
  onRetry: () => void;
}

/** The member's one pending deposit: what to pay and where, until the gateway or staff settle it. */
export function PendingDeposit({ deposit, currency, onRetry }: PendingDepositProps) {
  const t = useCashboxText();
  const money = moneyFormatter(currency);
  const [expired, setExpired] = useState(deposit.time_left === 0);
  return (
    <Stack gap="md">
      <p>{t('deposit.reference', { reference: deposit.reference })}</p>
      {deposit.payment_type_code === 'PROMPTPAY' && deposit.qr_payload ? (
        expired ? (
          <Stack gap="sm">
            <p role="alert">{t('deposit.promptpay.expired')}</p>
            <Button onClick={onRetry}>{t('deposit.retry')}</Button>
          </Stack>
        ) : (
          <Stack gap="sm" alignItems="center">
            <p>{t('deposit.promptpay.scan', { amount: money(deposit.deposit_amount) })}</p>
            <QrCode value={deposit.qr_payload} label={t('deposit.promptpay.qrLabel')} />
            {deposit.expires_at ? (
              <p>
                {t('deposit.timeLeft')}:{' '}
                <Countdown
                  target={deposit.expires_at}
                  expiredLabel={t('deposit.promptpay.expired')}
                  onExpire={() => setExpired(true)}
                  label={t('deposit.timeLeft')}
                />
              </p>
            ) : null}
            <p role="status">{t('deposit.promptpay.waiting')}</p>
          </Stack>
        )
      ) : null}
      {deposit.payment_type_code === 'TRUEWALLET' ? <WalletWait deposit={deposit} money={money} /> : null}
      {deposit.payment_type_code === 'CRYPTO' && deposit.crypto ? (
        <CryptoPayment deposit={deposit} money={money} rate={rateFormatter(currency)} />
      ) : null}
      {deposit.payment_type_code === 'AUTO_BANK' ? (
        <Stack gap="sm">
          <p>{t('deposit.auto.instructions')}</p>
          {deposit.bank ? (
            <BankAccount
              accountNumber={deposit.bank.account_no}
              format={formatBankAccount}
              bankName={deposit.bank.bank_name ?? deposit.bank.bank_code}
              accountName={deposit.bank.account_name}
              copy={{ label: t('deposit.crypto.copy'), copiedLabel: t('deposit.crypto.copied') }}
            />
          ) : null}
          <p>
            {t('deposit.pendingReference', {
              reference: deposit.reference,
              amount: money(deposit.deposit_amount),
            })}
          </p>
        </Stack>
      ) : null}
      {deposit.payment_type_code === 'BANK' ? <p>{t('deposit.bank.submitted')}</p> : null}
    </Stack>
  );
}

function WalletWait({ deposit, money }: { deposit: Deposit; money: (a: string) => string }) {
  const t = useCashboxText();
  const timedOut = useWalletTimedOut(deposit);
  return (
    <Stack gap="sm">
      <p>
        {t('deposit.pendingReference', {
          reference: deposit.reference,
          amount: money(deposit.deposit_amount),
        })}
      </p>
      <p>
        {t('deposit.fee')}: {money(deposit.fee)} · {t('deposit.receive')}: {money(deposit.receive_amount)}
      </p>
      {timedOut ? (
        <p role="alert">{t('deposit.wallet.contactAdmin')}</p>
      ) : (
        <p role="status">{t('deposit.wallet.waiting')}</p>
      )}
    </Stack>
  );
}

function CryptoPayment({
  deposit,
  money,
  rate,
}: {
  deposit: Deposit;
  money: (a: string) => string;
  rate: (a: string) => string;
}) {
  const t = useCashboxText();
  const crypto = deposit.crypto;
  if (!crypto) return null;
  return (
    <Stack gap="sm">
      <QrCode value={crypto.payment_address} label={t('deposit.crypto.addressQr')} />
      <dl>
        <dt>{t('deposit.crypto.token')}</dt>
        <dd>
          {crypto.token} ({crypto.network})
        </dd>
        <dt>{t('deposit.crypto.rate')}</dt>
        <dd>{t('deposit.crypto.rateValue', { token: crypto.token, amount: rate(crypto.exchange_rate) })}</dd>
        <dt>{t('deposit.crypto.address')}</dt>
        <dd className={styles.mono}>
          {crypto.payment_address}{' '}
          <CopyButton
            text={crypto.payment_address}
            label={t('deposit.crypto.copy')}
            copiedLabel={t('deposit.crypto.copied')}
          />
        </dd>
        <dt>{t('deposit.crypto.cryptoAmount')}</dt>
        <dd className={styles.mono}>
          {crypto.crypto_amount} {crypto.token}
        </dd>
        <dt>{t('deposit.crypto.receiving')}</dt>
        <dd>{money(crypto.receiving_amount)}</dd>
        <dt>{t('deposit.crypto.transactionId')}</dt>
        <dd className={styles.mono}>{crypto.transaction_id ?? t('deposit.crypto.awaitingTransaction')}</dd>
      </dl>
    </Stack>
  );
}
