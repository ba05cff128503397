import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Card } from './Card';

const meta = {
  title: 'ui-kit/Card',
  component: Card,
  args: {
    title: 'Daily check-in',
    children: 'Log in every day for seven days to claim the weekly bonus.',
    footer: <Button size="sm">Claim</Button>,
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithTitle: Story = {};
export const Plain: Story = { args: { title: undefined, footer: undefined } };
