import type { Meta, StoryObj } from '@storybook/react-vite';
import { walletBaht } from '../testing/fixtures';
import { affiliateMemberHandlers } from '../testing/handlers';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { TransferAffiliate } from './transfer-affiliate';

/** The transfer of affiliate money to the main wallet: at least ฿100 (minimum-transfer), at most the balance. */
const meta = {
  title: 'affiliate/TransferAffiliate',
  component: TransferAffiliate,
  decorators: [
    (Story) => (
      <StoryProviders path="/en/setting/affiliate">
        <div style={{ maxWidth: 480 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: affiliateMemberHandlers() } },
  args: { available: '1250.00', currency: walletBaht },
} satisfies Meta<typeof TransferAffiliate>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Type 50 for the minimum's message, 2000 for the balance's, 500 to confirm and move it. */
export const Form: Story = {};

export const BelowMinimum: Story = { args: { available: '40.00' } };

export const NothingToTransfer: Story = { args: { available: '0.00' } };
