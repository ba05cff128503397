import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildWallet } from '@casino/api-client/testing';
import { memberHandlers, renderWithProviders, setupMswServer } from '../testing/render';
import { Balances } from './balances';

const server = setupMswServer();

describe('Balances', () => {
  it("shows the active promotion's bonus apart from the main wallet", async () => {
    server.use(...memberHandlers());
    renderWithProviders(<Balances />);
    const bonus = await screen.findByTestId('balance-bonus');
    expect(within(bonus).getByRole('term')).toHaveTextContent('Promotion bonus');
    expect(within(bonus).getByRole('definition')).toHaveTextContent('B400');
    expect(screen.getByTestId('balance-main')).toHaveTextContent('B1,500');
    expect(screen.getByRole('region', { name: 'Your balances' })).toBeInTheDocument();
  });

  it('shows an empty bonus balance as zero', async () => {
    server.use(...memberHandlers(() => buildWallet({ balance: '10.00' })));
    renderWithProviders(<Balances />);
    expect(await screen.findByTestId('balance-bonus')).toHaveTextContent('Promotion bonusB0');
  });
});
