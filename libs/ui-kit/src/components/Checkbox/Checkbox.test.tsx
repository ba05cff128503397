import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles with the label and the space key', async () => {
    render(<Checkbox label="I am over 18" />);
    const box = screen.getByRole('checkbox', { name: 'I am over 18' });
    await userEvent.click(screen.getByText('I am over 18'));
    expect(box).toBeChecked();
    box.focus();
    await userEvent.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('describes its error', () => {
    render(<Checkbox label="Accept the terms" error="You must accept the terms" />);
    const box = screen.getByRole('checkbox', { name: 'Accept the terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must accept the terms');
  });
});
