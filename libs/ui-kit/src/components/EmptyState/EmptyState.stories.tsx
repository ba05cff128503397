import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'ui-kit/EmptyState',
  component: EmptyState,
  args: {
    title: 'No result found',
    description: 'There are no transactions in this period.',
    action: <Button variant="secondary">Reset filters</Button>,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const TitleOnly: Story = { args: { description: undefined, action: undefined } };
