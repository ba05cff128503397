import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BankAccount } from './BankAccount';

/** The spec's grouping: 10 digits as 3-6-1, 13 digits as 3-3-7 (the real one lives in @casino/i18n). */
const groupDigits = (digits: string) => {
  const groups = digits.length === 10 ? [3, 6, 1] : digits.length === 13 ? [3, 3, 7] : [digits.length];
  let at = 0;
  return groups.map((size) => digits.slice(at, (at += size))).join('-');
};

describe('BankAccount', () => {
  it('shows bank, grouped number and holder', () => {
    render(
      <BankAccount
        accountNumber="1234567890"
        format={groupDigits}
        bankName="Kasikorn"
        accountName="Somchai J."
      />,
    );
    expect(screen.getByText('123-456789-0')).toBeInTheDocument();
    expect(screen.getByText('Kasikorn')).toBeInTheDocument();
    expect(screen.getByText('Somchai J.')).toBeInTheDocument();
  });

  it('copies the raw digits, not the display form', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(
      <BankAccount
        accountNumber="1234567890123"
        format={groupDigits}
        copy={{ label: 'Copy account number', copiedLabel: 'Copied' }}
      />,
    );
    expect(screen.getByText('123-456-7890123')).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy account number' }));
    });
    expect(writeText).toHaveBeenCalledWith('1234567890123');
  });
});
