import { useQueryClient } from '@tanstack/react-query';
import { Button, LoadingStatus, Stack } from '@casino/ui-kit';
import type { Deposit, PaymentTypeCode } from '@casino/contracts';
import { useState } from 'react';
import type { ComponentType } from 'react';
import { apiReason, usePaymentTypes, usePendingDeposit } from '../../api/deposit';
import { cashboxKeys } from '../../api/keys';
import { useMemberWallet } from '../../api/wallet';
import { useAskForProfile } from '../../state';
import { useCashboxText } from '../../text';
import * as styles from '../cashbox.css';
import { AutoBankForm } from './auto-bank-form';
import { BankSlipForm } from './bank-slip-form';
import { CryptoForm } from './crypto-form';
import { PendingDeposit } from './pending-deposit';
import { PhoneWalletForm } from './phone-wallet-form';
import { PromptpayForm } from './promptpay-form';
import type { MethodFormProps } from './types';

const FORMS: Record<PaymentTypeCode, ComponentType<MethodFormProps>> = {
  BANK: BankSlipForm,
  PROMPTPAY: PromptpayForm,
  TRUEWALLET: PhoneWalletForm,
  CRYPTO: CryptoForm,
  AUTO_BANK: AutoBankForm,
};

/**
 * The deposit tab: the methods of the member's currency; one pending deposit at a time (spec 8's message,
 * with that deposit's payment details); a profile-incomplete refusal opens the profile prompt.
 */
export function DepositPanel() {
  const t = useCashboxText();
  const queryClient = useQueryClient();
  const wallet = useMemberWallet();
  const types = usePaymentTypes();
  const pending = usePendingDeposit();
  const [chosen, setChosen] = useState<PaymentTypeCode | null>(null);
  const [retried, setRetried] = useState<string | null>(null);
  const askForProfile = useAskForProfile();

  const currency = wallet.data?.currency;
  if (!types.data || !pending.data || !currency) {
    return <LoadingStatus label={t('loading')} />;
  }

  const pendingDeposit = pending.data.deposit;
  const showPending = pending.data.has_pending && pendingDeposit && pendingDeposit.reference !== retried;

  const onCreated = (deposit: Deposit) =>
    queryClient.setQueryData(cashboxKeys.pendingDeposit(), {
      has_pending: deposit.status === 'pending',
      deposit,
    });

  const onFailed = (error: unknown) => {
    const reason = apiReason(error);
    if (reason === 'PROFILE_INCOMPLETE') {
      askForProfile();
      return true;
    }
    if (reason === 'DEPOSIT_PENDING') {
      void queryClient.invalidateQueries({ queryKey: cashboxKeys.pendingDeposit() });
      return false;
    }
    return false;
  };

  const method = types.data.find((type) => type.payment_type_code === chosen) ?? types.data[0];
  const Form = method ? FORMS[method.payment_type_code] : null;

  return (
    <Stack gap="md">
      {showPending ? (
        <>
          <p role="alert">{t('deposit.pending')}</p>
          <PendingDeposit
            key={pendingDeposit.reference}
            deposit={pendingDeposit}
            currency={currency}
            onRetry={() => {
              setRetried(pendingDeposit.reference);
              void queryClient.invalidateQueries({ queryKey: cashboxKeys.pendingDeposit() });
            }}
          />
        </>
      ) : method && Form ? (
        <>
          <div role="group" aria-label={t('deposit.method')} className={styles.methodList}>
            {types.data.map((type) => (
              <Button
                key={type.id}
                type="button"
                size="sm"
                variant={type.id === method.id ? 'primary' : 'secondary'}
                aria-pressed={type.id === method.id}
                onClick={() => setChosen(type.payment_type_code)}
              >
                {t(`deposit.methods.${type.payment_type_code}`)}
              </Button>
            ))}
          </div>
          <Form
            key={method.id}
            paymentType={method}
            currency={currency}
            onCreated={onCreated}
            onFailed={onFailed}
          />
        </>
      ) : (
        <p>{t('deposit.noMethods')}</p>
      )}
    </Stack>
  );
}
