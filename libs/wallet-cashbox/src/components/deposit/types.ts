import type { Deposit, PaymentType, Wallet } from '@casino/contracts';

/** What every method's form receives from the deposit panel. */
export interface MethodFormProps {
  paymentType: PaymentType;
  currency: Wallet['currency'];
  /** A deposit was created: the panel shows it (QR, wallet wait, crypto address) until it settles. */
  onCreated: (deposit: Deposit) => void;
  /** A failed create: the panel handles the profile and pending cases and says whether it did. */
  onFailed: (error: unknown) => boolean;
}
