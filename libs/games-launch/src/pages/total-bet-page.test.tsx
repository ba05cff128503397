import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockEndpoint } from '@casino/api-client/testing';
import { gamesApi } from '@casino/contracts';
import type { BetRecord } from '@casino/contracts';
import { list, providers } from '../testing/fixtures';
import { renderWithProviders, sessionHandlers, setupMswServer } from '../testing/render';
import { TotalBetPage } from './total-bet-page';

const server = setupMswServer();
afterEach(() => {
  vi.useRealTimers();
});

const record = (id: number, overrides: Partial<BetRecord>): BetRecord => ({
  id,
  created_at: '2026-11-21T10:15:30.000Z',
  game_list_id: 1,
  game_name: 'Jade Fortune',
  provider_id: 1,
  provider_name: 'Jade Studio',
  type: 'bet',
  sub_type: 'bet',
  round: 'r1',
  amount: '20.00',
  before_amount: '1000.00',
  after_amount: '980.00',
  win_lose: '-20.00',
  ...overrides,
});

const records = [
  record(2, {
    type: 'win',
    sub_type: 'result',
    amount: '50.00',
    before_amount: '980.00',
    after_amount: '1030.00',
    win_lose: '50.00',
  }),
  record(1, {}),
];

function betHandlers(queries: Record<string, unknown>[]) {
  return [
    mockEndpoint(gamesApi.providerFind, () => list(providers)),
    mockEndpoint(gamesApi.betTransactionFind, ({ query }) => {
      queries.push(query);
      const gameId = query['game_list_id'];
      return list(gameId && gameId !== '1' ? [] : records);
    }),
    mockEndpoint(gamesApi.betTransactionSummary, () => ({
      rounds: 1,
      total_bet: '20.00',
      total_win: '50.00',
      win_lose: '30.00',
    })),
    mockEndpoint(gamesApi.totalBetFind, () =>
      list([
        {
          provider_id: 1,
          provider_name: 'Jade Studio',
          game_list_id: 1,
          game_name: 'Jade Fortune',
          rounds: 1,
          total_bet: '20.00',
          total_win: '50.00',
          win_lose: '30.00',
        },
      ]),
    ),
  ];
}

describe('TotalBetPage', () => {
  it('lists bet records with date, time, game, type, sub type, amount, before, after and win/lose, and the summary', async () => {
    const queries: Record<string, unknown>[] = [];
    server.use(...sessionHandlers(), ...betHandlers(queries));
    renderWithProviders(<TotalBetPage />, {
      path: '/en/setting/totalbet',
      pattern: '/:lang/setting/totalbet',
    });
    const rows = await screen.findAllByTestId('bet-record');
    expect(rows).toHaveLength(2);
    const cellsOf = () =>
      within(rows[0] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cellsOf()[0]).toMatch(/^\d{2}\/\d{2}\/2026$/);
    expect(cellsOf()[1]).toMatch(/^\d{2}:15:30$/);
    // Amounts take the wallet's currency symbol once the wallet has loaded.
    await waitFor(() =>
      expect(cellsOf().slice(2)).toEqual([
        'Jade Fortune',
        'Win',
        'Result',
        'B50.00',
        'B980.00',
        'B1,030.00',
        'B50.00',
      ]),
    );
    expect(screen.getByTestId('bet-summary-rounds')).toHaveTextContent('1');
    expect(screen.getByTestId('bet-summary-winlose')).toHaveTextContent('30.00');
    expect(queries[0]).toMatchObject({ $limit: '20', $skip: '0' });
  });

  it("covers the brand's last seven business days, whatever day it is in UTC", async () => {
    // 00:30 on 16 March in Bangkok, still 15 March in UTC: today is the 16th.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-03-15T17:30:00Z') });
    const queries: Record<string, unknown>[] = [];
    server.use(...sessionHandlers(), ...betHandlers(queries));
    renderWithProviders(<TotalBetPage />, {
      path: '/en/setting/totalbet',
      pattern: '/:lang/setting/totalbet',
    });
    await screen.findAllByTestId('bet-record');
    expect(screen.getByLabelText('From')).toHaveValue('2026-03-10');
    expect(screen.getByLabelText('To')).toHaveValue('2026-03-16');
    expect(queries[0]).toMatchObject({
      date_from: '2026-03-09T17:00:00.000Z',
      date_to: '2026-03-16T17:00:00.000Z',
    });
  });

  it('filters by game and shows the per-game totals in their tab', async () => {
    const queries: Record<string, unknown>[] = [];
    server.use(...sessionHandlers(), ...betHandlers(queries));
    const user = userEvent.setup();
    renderWithProviders(<TotalBetPage />, {
      path: '/en/setting/totalbet',
      pattern: '/:lang/setting/totalbet',
    });
    await screen.findAllByTestId('bet-record');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Jade Fortune' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Game' }), 'Jade Fortune');
    await waitFor(() => expect(queries.at(-1)).toMatchObject({ game_list_id: '1' }));
    await user.click(screen.getByRole('tab', { name: 'Total bet' }));
    await screen.findAllByTestId('total-bet-row');
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('total-bet-row')[0] as HTMLElement)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ).toEqual(['Jade Studio', 'Jade Fortune', '1', 'B20.00', 'B50.00', 'B30.00']),
    );
  });
});
