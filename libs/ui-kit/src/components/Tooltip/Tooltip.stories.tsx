import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'ui-kit/Tooltip',
  component: Tooltip,
  args: {
    content: 'Turnover requirement: 3x',
    children: <Button variant="secondary">Hover or focus me</Button>,
  },
  decorators: [(Story) => <div style={{ paddingTop: 48 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const AlwaysOpen: Story = { args: { open: true } };
