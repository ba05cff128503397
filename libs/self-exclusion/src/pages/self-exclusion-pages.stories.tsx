import type { Meta, StoryObj } from '@storybook/react-vite';
import { StoryProviders } from '@casino/api-client/testing';
import { selfExclusionHandlers, walletWithMoney } from '../testing/handlers';
import { CloseAccountPage } from './close-account-page';
import { TakeABreakPage } from './take-a-break-page';
import '../i18n';

const meta = {
  title: 'self-exclusion/Pages',
  component: TakeABreakPage,
  decorators: [
    (Story, { parameters }) => (
      <StoryProviders
        path={(parameters['path'] as string | undefined) ?? '/en/setting/take-a-break'}
        pattern="/:lang/setting/*"
      >
        <Story />
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: selfExclusionHandlers() } },
} satisfies Meta<typeof TakeABreakPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Time-out or self-exclusion and its length; Continue leads to the password and acknowledgement. */
export const TakeABreak: Story = {};

/** A visitor is asked to log in first. */
export const TakeABreakLoggedOut: Story = {
  parameters: { msw: { handlers: selfExclusionHandlers({ loggedIn: false }) } },
};

/** An empty wallet: the account can be closed (password: Secret123). */
export const CloseAccount: Story = {
  render: () => <CloseAccountPage />,
  parameters: { path: '/en/setting/close-account' },
};

/** Money left and a withdrawal pending: what to do first, and the button disabled. */
export const CloseAccountBlocked: Story = {
  render: () => <CloseAccountPage />,
  parameters: {
    path: '/en/setting/close-account',
    msw: { handlers: selfExclusionHandlers({ closure: walletWithMoney }) },
  },
};

/** The check failed to load: an alert and a retry. */
export const CloseAccountLoadFailed: Story = {
  render: () => <CloseAccountPage />,
  parameters: {
    path: '/en/setting/close-account',
    msw: { handlers: selfExclusionHandlers({ closure: 'error' }) },
  },
};
