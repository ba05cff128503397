import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { ToastProvider, useToast } from './Toast';
import type { ToastTone } from './Toast';

function Demo() {
  const toast = useToast();
  const tones: ToastTone[] = ['info', 'positive', 'caution', 'critical'];
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {tones.map((tone) => (
        <Button
          key={tone}
          variant="secondary"
          onClick={() => toast.show({ message: `A ${tone} message`, tone })}
        >
          {tone}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'ui-kit/Toast',
  component: ToastProvider,
  args: { dismissLabel: 'Dismiss', regionLabel: 'Notifications', children: null },
} satisfies Meta<typeof ToastProvider>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Tones: Story = {
  render: (args) => (
    <ToastProvider {...args}>
      <Demo />
    </ToastProvider>
  ),
};
