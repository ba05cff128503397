import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { DisclosureMenu } from './DisclosureMenu';

const meta = {
  title: 'ui-kit/DisclosureMenu',
  component: DisclosureMenu,
  args: {
    label: 'Menu',
    children: (
      <>
        <a href="#account">My account</a>
        <a href="#promotions">Promotions</a>
        <Button variant="ghost" size="sm">
          Log out
        </Button>
      </>
    ),
  },
  // The panel hangs below the button, aligned to its end, as in a header's corner.
  decorators: [
    (Story) => <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 220 }}>{Story()}</div>,
  ],
} satisfies Meta<typeof DisclosureMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = { args: { open: true } };
