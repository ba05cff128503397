import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { StoryProviders, errorReply, mockEndpoint } from '@casino/api-client/testing';
import * as api from '@casino/contracts/safer-gambling';
import { RealityCheck } from '../components/reality-check';
import { gamblingLimits, limitsWithPending } from '../testing/fixtures';
import { saferGamblingHandlers } from '../testing/handlers';
import '../i18n';
import { SaferGamblingPage } from './safer-gambling-page';

const BASE = '/en/setting/safer-gambling';

/**
 * The safer-gambling page against MSW (replies checked against the contracts): limits unset, limits in use
 * with a raise pending, loading and failure; and the reality-check reminder as the game page shows it.
 */
const meta = {
  title: 'safer-gambling/Pages',
  decorators: [
    (Story, { parameters }) => (
      <StoryProviders
        path={(parameters['path'] as string | undefined) ?? BASE}
        pattern={(parameters['pattern'] as string | undefined) ?? '/:lang/setting/*'}
      >
        <div style={{ maxWidth: 768 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  parameters: { msw: { handlers: saferGamblingHandlers() } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** No limits yet: every form empty, the reminder off. */
export const NoLimits: Story = { render: () => <SaferGamblingPage /> };

/** A daily deposit limit part used with a raise pending, and a weekly loss limit. */
export const WithPendingRaise: Story = {
  render: () => <SaferGamblingPage />,
  parameters: { msw: { handlers: saferGamblingHandlers(limitsWithPending) } },
};

export const Loading: Story = {
  render: () => <SaferGamblingPage />,
  parameters: {
    msw: {
      handlers: [
        http.get(`*${api.gamblingLimitFind.basePath}`, async () => {
          await delay('infinite');
        }),
        ...saferGamblingHandlers(),
      ],
    },
  },
};

export const LoadFailed: Story = {
  render: () => <SaferGamblingPage />,
  parameters: {
    msw: {
      handlers: [
        mockEndpoint(api.gamblingLimitFind, () =>
          errorReply({ code: 500, reason: 'INTERNAL', message: 'down' }),
        ),
        ...saferGamblingHandlers(),
      ],
    },
  },
};

/** The session limit has run out: the dialog that only leaves the game. */
export const SessionLimitReached: Story = {
  render: () => <RealityCheck onStop={() => undefined} limitsPath={BASE} />,
  parameters: {
    path: '/en/games/1',
    pattern: '/:lang/games/:id',
    msw: {
      handlers: saferGamblingHandlers(
        gamblingLimits(
          {},
          {
            session: {
              minutes: 60,
              pending: null,
              session_started_at: '2026-03-10T08:00:00.000Z',
              session_ends_at: '2026-03-10T09:00:00.000Z',
            },
          },
        ),
      ),
    },
  },
};
