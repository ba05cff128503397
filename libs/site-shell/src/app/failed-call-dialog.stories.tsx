import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ApiError } from '@casino/contracts';
import { FailedCallDialog } from './failed-call-dialog';

const failure = (overrides: Partial<ApiError>): ApiError => ({
  code: 400,
  message: 'Validation failed',
  reason: 'VALIDATION_FAILED',
  errors: [],
  headers: {},
  CorrelationID: '3f6c2a9e-1b7d-4c1e-9a55-0e8f2d4b7c61',
  ...overrides,
});

/** Spec section 8's dialog for a failed call: the reason in the visitor's language and a copyable TraceID. */
const meta = {
  title: 'site-shell/FailedCallDialog',
  component: FailedCallDialog,
  args: { error: failure({}), onClose: () => undefined },
} satisfies Meta<typeof FailedCallDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A reason the site has text for. */
export const KnownReason: Story = {};

/** A reply without a reason (a proxy in between): its status text. */
export const ProxyFailure: Story = {
  args: { error: failure({ code: 502, message: 'Bad Gateway', reason: undefined }) },
};
