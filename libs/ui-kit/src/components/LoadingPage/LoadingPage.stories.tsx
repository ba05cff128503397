import { brands } from '@casino/brands';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { LoadingPage } from './LoadingPage';

const meta = {
  title: 'ui-kit/LoadingPage',
  component: LoadingPage,
  args: { label: 'Loading', logoSrc: brands[0]?.logo, logoAlt: brands[0]?.name },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LoadingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithLogo: Story = {};
export const SpinnerOnly: Story = { args: { logoSrc: undefined } };
