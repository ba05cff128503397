import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip } from './Tooltip';

describe('Tooltip', () => {
  it('shows on hover and describes its trigger, hides on leave', async () => {
    render(
      <Tooltip content="Minimum 100">
        <button type="button">Info</button>
      </Tooltip>,
    );
    const trigger = screen.getByRole('button', { name: 'Info' });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await userEvent.hover(trigger);
    expect(trigger).toHaveAccessibleDescription('Minimum 100');
    await userEvent.unhover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus and hides on Escape', async () => {
    render(
      <Tooltip content="Minimum 100">
        <button type="button">Info</button>
      </Tooltip>,
    );
    await userEvent.tab();
    expect(screen.getByRole('tooltip')).toHaveTextContent('Minimum 100');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('follows the open prop when controlled', () => {
    const { rerender } = render(
      <Tooltip content="Copied" open={false}>
        <button type="button">Copy</button>
      </Tooltip>,
    );
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    rerender(
      <Tooltip content="Copied" open>
        <button type="button">Copy</button>
      </Tooltip>,
    );
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copied');
  });
});
