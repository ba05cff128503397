import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { createProgressTracker } from './progressTracker';
import { TopProgressBar } from './TopProgressBar';

const tracker = createProgressTracker();

const meta = {
  title: 'ui-kit/TopProgressBar',
  component: TopProgressBar,
  args: { tracker, label: 'Loading' },
} satisfies Meta<typeof TopProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StartAndDone: Story = {
  render: (args) => (
    <>
      <TopProgressBar {...args} />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button onClick={() => tracker.start()}>start</Button>
        <Button variant="secondary" onClick={() => tracker.done()}>
          done
        </Button>
      </div>
    </>
  ),
};
