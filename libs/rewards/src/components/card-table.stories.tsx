import type { Meta, StoryObj } from '@storybook/react-vite';
import { luckyDeck } from '../testing/fixtures';
import '../i18n';
import { CardTable } from './card-table';

const [money, points, nothing] = luckyDeck.prizes;
const dealt = [nothing, money, points, nothing, points].map((prize) => ({
  kind: prize?.kind ?? 'nothing',
  amount: prize?.amount ?? '0',
  label: prize?.label ?? '',
}));

/** The random card's five cards: face down (buttons, Tab and Enter), one chosen, then all turned over. */
const meta = {
  title: 'rewards/CardTable',
  component: CardTable,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 560 }}>
        <Story />
      </div>
    ),
  ],
  args: {
    label: 'Cards of “Lucky deck”: pick one of 5',
    dealt: null,
    choosing: null,
    disabled: false,
    onPick: () => undefined,
  },
} satisfies Meta<typeof CardTable>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FaceDown: Story = {};

/** Card 2 chosen, awaiting confirmation. */
export const Choosing: Story = { args: { choosing: 1 } };

/** Card 2 won ฿20; the others show what they hid. */
export const Dealt: Story = { args: { dealt: { cards: dealt, picked: 1 } } };
