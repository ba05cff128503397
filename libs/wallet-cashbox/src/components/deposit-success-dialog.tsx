import { ConfirmDialog } from '@casino/ui-kit';
import { useAtom } from 'jotai';
import { useMemberWallet } from '../api/wallet';
import { depositSuccessAtom } from '../state';
import { moneyFormatter, useCashboxText } from '../text';

/** Spec 4 and 7: the success dialog with the amount, after a bank submit or a DEPOSIT message. */
export function DepositSuccessDialog() {
  const t = useCashboxText();
  const [success, setSuccess] = useAtom(depositSuccessAtom);
  const wallet = useMemberWallet();
  const money = moneyFormatter(wallet.data?.currency);
  return (
    <ConfirmDialog
      open={success !== null}
      title={t('deposit.successTitle')}
      message={
        success?.credited
          ? t('deposit.successMessage', { amount: money(success.amount) })
          : t('deposit.bank.submitted')
      }
      confirmLabel={t('close')}
      onConfirm={() => setSuccess(null)}
    />
  );
}
