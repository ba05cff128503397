import type { Meta, StoryObj } from '@storybook/react-vite';
import { banners } from '../testing/fixtures';
import { StoryProviders } from '@casino/api-client/testing';
import '../i18n';
import { BannerCarousel } from './banner-carousel';

/** The home page's banner carousel: pictures with their words as text, controls under them. */
const meta = {
  title: 'games-launch/BannerCarousel',
  component: BannerCarousel,
  decorators: [
    (Story) => (
      <StoryProviders path="/en">
        <div style={{ maxWidth: 1200 }}>
          <Story />
        </div>
      </StoryProviders>
    ),
  ],
  args: { banners, autoplay: false },
} satisfies Meta<typeof BannerCarousel>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Stopped on the first slide (the pause button offers to play). */
export const Stopped: Story = {};

/** Playing: a slide every six seconds, held while hovered or focused. */
export const Playing: Story = { args: { autoplay: true } };

/** One banner: no controls. */
export const Single: Story = { args: { banners: banners.slice(0, 1) } };

/** At phone width the box is 16:9 and the words take the whole width. */
export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 358 }}>
        <Story />
      </div>
    ),
  ],
};
