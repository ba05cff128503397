import type { Meta, StoryObj } from '@storybook/react-vite';
import { games } from '../testing/fixtures';
import '../i18n';
import { GameCard } from './game-card';

const [withImage, withoutImage, , noDemo] = games;
if (!withImage || !withoutImage || !noDemo) throw new Error('the games fixture has four games');

const meta = {
  title: 'games-launch/GameCard',
  component: GameCard,
  decorators: [
    (Story) => (
      <ul style={{ listStyle: 'none', padding: 0, maxWidth: 220 }}>
        <Story />
      </ul>
    ),
  ],
  args: { game: withImage, onPlay: () => undefined, onDemo: () => undefined },
} satisfies Meta<typeof GameCard>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor's tile: play and demo, no favourite toggle. */
export const Visitor: Story = {};

/** A member's tile with the favourite toggle, already a favourite. */
export const MemberFavourite: Story = {
  args: { game: { ...withImage, is_favorite: true }, onToggleFavorite: () => undefined },
};

/** The catalogue has no picture: the library's placeholder shows. */
export const NoImage: Story = { args: { game: withoutImage } };

/** A game without demo play offers no demo button. */
export const NoDemo: Story = { args: { game: noDemo } };
