import type { Meta, StoryObj } from '@storybook/react-vite';
import { buildOffer, offers } from '../testing/fixtures';
import { moneyFormatter } from '../text';
import '../i18n';
import { FreeSpinOfferCard } from './free-spin-offer-card';

/** A free-spin offer: its games, spins, stake a round, days to play, turnover and price. */
const meta = {
  title: 'rewards/FreeSpinOfferCard',
  component: FreeSpinOfferCard,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    offer: offers[0] ?? buildOffer(),
    money: moneyFormatter({ symbol: '฿', is_following: false, enable_decimal: true }),
  },
} satisfies Meta<typeof FreeSpinOfferCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OneGame: Story = {};

export const TwoGames: Story = { args: { offer: offers[1] ?? buildOffer() } };
