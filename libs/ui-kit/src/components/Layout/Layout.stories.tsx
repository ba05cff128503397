import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../Badge/Badge';
import { Box, Inline, Stack } from './Layout';

const meta = {
  title: 'ui-kit/Layout',
  component: Box,
} satisfies Meta<typeof Box>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StackAndInline: Story = {
  render: () => (
    <Stack gap="lg">
      <Box padding="lg" background="surface" borderRadius="md">
        A box on the surface colour
      </Box>
      <Inline>
        <Badge tone="brand">brand</Badge>
        <Badge tone="accent">accent</Badge>
        <Badge tone="positive">positive</Badge>
      </Inline>
      <Box padding={{ phone: 'sm', tablet: 'lg', desktop: 'xxl' }} background="raised" borderRadius="lg">
        Padding grows at the tablet and desktop breakpoints
      </Box>
    </Stack>
  ),
};
