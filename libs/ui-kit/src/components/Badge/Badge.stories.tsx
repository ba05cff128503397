import type { Meta, StoryObj } from '@storybook/react-vite';
import { Inline } from '../Layout/Layout';
import { Badge } from './Badge';

const meta = {
  title: 'ui-kit/Badge',
  component: Badge,
  args: { children: 'New', tone: 'brand' },
  argTypes: {
    tone: {
      control: 'select',
      options: ['neutral', 'brand', 'accent', 'positive', 'critical', 'caution', 'info'],
    },
  },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Single: Story = {};
export const AllTones: Story = {
  render: () => (
    <Inline>
      {(['neutral', 'brand', 'accent', 'positive', 'critical', 'caution', 'info'] as const).map((tone) => (
        <Badge key={tone} tone={tone}>
          {tone}
        </Badge>
      ))}
    </Inline>
  ),
};
