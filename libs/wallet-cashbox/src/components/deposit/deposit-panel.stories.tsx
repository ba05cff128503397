import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '@casino/api-client/testing';
import type { PaymentTypeCode } from '@casino/contracts';
import { deposit, paymentTypes, receivingAccount } from '../../testing/fixtures';
import { cashboxStoryHandlers } from '../../testing/handlers';
import '../../i18n';
import { DepositPanel } from './deposit-panel';

/** The catalogue with `code` first, so the panel opens on that method. */
function firstMethod(code: PaymentTypeCode) {
  return [...paymentTypes].sort(
    (a, b) => Number(b.payment_type_code === code) - Number(a.payment_type_code === code),
  );
}

const inFiveMinutes = () => new Date(Date.now() + 5 * 60_000).toISOString();

/**
 * The deposit tab against MSW: each method's form (bank slip, PromptPay QR, phone wallet, crypto, automatic
 * bank transfer), and the member's one pending deposit with what to pay and where.
 */
const meta = {
  title: 'wallet-cashbox/DepositPanel',
  component: DepositPanel,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/setting/wallet">
        <div style={{ maxWidth: 640 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: cashboxStoryHandlers() } },
} satisfies Meta<typeof DepositPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Bank transfer: the receiving account to copy, the amount, the slip and an optional promotion. */
export const BankSlip: Story = {};

export const PromptPay: Story = {
  parameters: { msw: { handlers: cashboxStoryHandlers({ types: firstMethod('PROMPTPAY') }) } },
};

export const PhoneWallet: Story = {
  parameters: { msw: { handlers: cashboxStoryHandlers({ types: firstMethod('TRUEWALLET') }) } },
};

export const Crypto: Story = {
  parameters: { msw: { handlers: cashboxStoryHandlers({ types: firstMethod('CRYPTO') }) } },
};

export const AutoBank: Story = {
  parameters: { msw: { handlers: cashboxStoryHandlers({ types: firstMethod('AUTO_BANK') }) } },
};

/** The brand offers no method in the member's currency. */
export const NoMethods: Story = {
  parameters: { msw: { handlers: cashboxStoryHandlers({ types: [] }) } },
};

/** A PromptPay deposit waiting to be paid: the QR code and the time left to scan it. */
export const PendingPromptPayQr: Story = {
  parameters: {
    msw: {
      handlers: cashboxStoryHandlers({
        pending: deposit({
          payment_type_code: 'PROMPTPAY',
          qr_payload: '00020101021229370016A000000677010111011300668123456785802TH53037645406500.006304ABCD',
          expires_at: inFiveMinutes(),
          time_left: 300,
          fee: '0.00',
          receive_amount: '500.00',
        }),
      }),
    },
  },
};

/** The QR code ran out before it was paid: the member starts again. */
export const PendingPromptPayExpired: Story = {
  parameters: {
    msw: {
      handlers: cashboxStoryHandlers({
        pending: deposit({
          payment_type_code: 'PROMPTPAY',
          qr_payload: '00020101021229370016A000000677010111011300668123456785802TH53037645406500.006304ABCD',
          expires_at: new Date(Date.now() - 1000).toISOString(),
          time_left: 0,
        }),
      }),
    },
  },
};

/** An automatic bank transfer: the account to pay into, waiting for the bank. */
export const PendingBankTransfer: Story = {
  parameters: {
    msw: {
      handlers: cashboxStoryHandlers({
        pending: deposit({
          payment_type_code: 'AUTO_BANK',
          bank: receivingAccount,
          payment_bank_information_id: receivingAccount.id,
        }),
      }),
    },
  },
};

/** A bank slip waiting for staff. */
export const PendingSlip: Story = {
  parameters: { msw: { handlers: cashboxStoryHandlers({ pending: deposit({ bank: receivingAccount }) }) } },
};

/** A phone-wallet payment waiting for confirmation on the phone. */
export const PendingPhoneWallet: Story = {
  parameters: {
    msw: {
      handlers: cashboxStoryHandlers({
        pending: deposit({ payment_type_code: 'TRUEWALLET', phone: '0812345678' }),
      }),
    },
  },
};

/** Crypto: the address with its QR code, the token amount at the quoted rate. */
export const PendingCrypto: Story = {
  parameters: {
    msw: {
      handlers: cashboxStoryHandlers({
        pending: deposit({
          payment_type_code: 'CRYPTO',
          crypto: {
            token: 'USDT',
            network: 'TRC20',
            crypto_amount: '14.204546',
            exchange_rate: '35.20',
            payment_address: 'TQ7cXk8vZ3r1hYpN2mQe5sW9aB4dF6gH8j',
            receiving_amount: '500.00',
            transaction_id: null,
          },
        }),
      }),
    },
  },
};
