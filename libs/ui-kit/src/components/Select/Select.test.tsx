import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

const banks = [
  { value: 'kbank', label: 'Kasikorn' },
  { value: 'scb', label: 'SCB' },
];

describe('Select', () => {
  it('is a labelled combobox with a placeholder and the options', async () => {
    const onChange = vi.fn();
    render(<Select label="Bank" placeholder="Choose a bank" options={banks} onChange={onChange} />);
    const select = screen.getByRole('combobox', { name: 'Bank' });
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a bank',
      'Kasikorn',
      'SCB',
    ]);
    await userEvent.selectOptions(select, 'scb');
    expect(select).toHaveValue('scb');
    expect(onChange).toHaveBeenCalledOnce();
  });

  it('marks itself invalid with an error', () => {
    render(<Select label="Bank" options={banks} error="Bank required" />);
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveAccessibleDescription('Bank required');
  });
});
