import type { Meta, StoryObj } from '@storybook/react-vite';
import { SEEDS } from '../testing/fixtures';
import '../i18n';
import { DrawFairness } from './fairness';

/**
 * A finished draw's seeds: the hash shown before, the revealed server seed (hashed here in the browser to
 * check the commitment), the client seed and nonce, and how to verify by hand.
 */
const meta = {
  title: 'rewards/DrawFairness',
  component: DrawFairness,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    draw: {
      server_seed_hash: SEEDS[0].hash,
      server_seed: SEEDS[0].seed,
      client_seed: 'lucky-seven',
      nonce: 3,
    },
  },
} satisfies Meta<typeof DrawFairness>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Matches: Story = {};

/** A seed that does not hash to what was shown: the warning. */
export const DoesNotMatch: Story = {
  args: {
    draw: {
      server_seed_hash: SEEDS[1].hash,
      server_seed: SEEDS[0].seed,
      client_seed: 'lucky-seven',
      nonce: 3,
    },
  },
};
