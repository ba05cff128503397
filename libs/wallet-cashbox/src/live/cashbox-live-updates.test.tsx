import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { memberApi, withdrawalApi } from '@casino/contracts';
import { useQuery } from '@tanstack/react-query';
import { HistoryPanel } from '../components/history/history-panel';
import { CashboxLiveUpdates } from './cashbox-live-updates';
import { CashboxRoot } from '../components/cashbox-root';
import { cashboxAtom, withdrawalUpdateAtom } from '../state';
import { list, wallet, withdrawal } from '../testing/fixtures';
import { memberHandlers, renderWithProviders, setupMswServer } from '../testing/render';

const server = setupMswServer();

class FakeSocket {
  static latest: FakeSocket | null = null;
  readyState = 0;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.latest = this;
  }
  close() {
    this.onclose?.({ code: 1000, reason: '' } as CloseEvent);
  }
  send(data: unknown) {
    this.onmessage?.({ data: JSON.stringify(data) } as MessageEvent);
  }
}

beforeEach(() => vi.stubGlobal('WebSocket', FakeSocket));
afterEach(() => {
  vi.unstubAllGlobals();
  FakeSocket.latest = null;
});

describe('CashboxLiveUpdates', () => {
  it('connects once logged in; DEPOSIT closes the cashbox, shows the amount and refreshes the wallet', async () => {
    let balance = '1500.00';
    server.use(...memberHandlers(() => ({ ...wallet, balance })));
    const { store } = renderWithProviders(<CashboxRoot />);
    act(() => store.set(cashboxAtom, { open: true, tab: 'deposit' }));
    await waitFor(() => expect(FakeSocket.latest?.url).toMatch(/\/gapi\/mb\/ws$/));
    expect(await screen.findByTestId('balance-main')).toHaveTextContent('B1,500');
    balance = '2000.00';
    act(() =>
      FakeSocket.latest?.send({
        topic_name: 'DEPOSIT',
        data: {
          success: true,
          amount: '500.00',
          reference: 'D-1',
          deposit_id: 1,
          payment_type_code: 'PROMPTPAY',
        },
      }),
    );
    expect(await screen.findByRole('alertdialog', { name: 'Deposit successful' })).toHaveTextContent(
      'B500 has been added to your wallet',
    );
    expect(store.get(cashboxAtom)).toEqual({ open: false, tab: 'cashbox' });
    act(() => store.set(cashboxAtom, { open: true, tab: 'cashbox' }));
    await waitFor(() => expect(screen.getByTestId('balance-main')).toHaveTextContent('B2,000'));
  });

  it('refreshes the wallet on WITHDRAWAL and passes on the new status of the withdrawal', async () => {
    let walletCalls = 0;
    server.use(...memberHandlers());
    server.use(
      mockEndpoint(memberApi.walletFind, () => {
        walletCalls += 1;
        return list([wallet]);
      }),
    );
    const { store } = renderWithProviders(<CashboxRoot />);
    await waitFor(() => expect(walletCalls).toBe(1));
    act(() =>
      FakeSocket.latest?.send({
        topic_name: 'WITHDRAWAL',
        data: { status: 'fail', amount: '300.00', reference: 'W-3' },
      }),
    );
    await waitFor(() => expect(walletCalls).toBe(2));
    expect(store.get(withdrawalUpdateAtom)).toEqual({ reference: 'W-3', status: 'fail' });
  });

  it('turns an open withdraw history row to its new status when staff decide it', async () => {
    let status: 'pending' | 'success' = 'pending';
    server.use(
      ...memberHandlers(),
      mockEndpoint(withdrawalApi.withdrawalTransactionFind, () => list([withdrawal({ status })])),
      mockEndpoint(withdrawalApi.withdrawalTransactionSummaryFind, () => ({
        total_count: 1,
        pending_count: status === 'pending' ? 1 : 0,
        success_count: status === 'success' ? 1 : 0,
        fail_count: 0,
        pending_amount: status === 'pending' ? '300.00' : '0.00',
        success_amount: status === 'success' ? '300.00' : '0.00',
        fail_amount: '0.00',
      })),
    );
    renderWithProviders(
      <>
        <CashboxRoot />
        <HistoryPanel initialTab="withdraw" />
      </>,
    );
    const table = await screen.findByRole('table');
    expect(await within(table).findByText('Waiting')).toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.latest).not.toBeNull());
    status = 'success';
    act(() =>
      FakeSocket.latest?.send({
        topic_name: 'WITHDRAWAL',
        data: { status: 'success', amount: '300.00', reference: 'W-3' },
      }),
    );
    expect(await within(table).findByText('Success')).toBeInTheDocument();
    expect(within(table).queryByText('Waiting')).not.toBeInTheDocument();
  });

  it('reads the wallet again each time the socket opens, for what happened while it was closed', async () => {
    let walletCalls = 0;
    server.use(...memberHandlers());
    server.use(
      mockEndpoint(memberApi.walletFind, () => {
        walletCalls += 1;
        return list([wallet]);
      }),
    );
    renderWithProviders(<CashboxRoot />);
    await waitFor(() => expect(walletCalls).toBe(1));
    await waitFor(() => expect(FakeSocket.latest).not.toBeNull());
    act(() => FakeSocket.latest?.onopen?.(new Event('open')));
    await waitFor(() => expect(walletCalls).toBe(2));
  });

  it("reports a lost socket as reconnecting and, once it reopens, reads other domains' live queries again", async () => {
    const statuses: string[] = [];
    let otherReads = 0;
    function OtherDomain() {
      const query = useQuery({
        queryKey: ['other-domain', 'history'],
        queryFn: () => {
          otherReads += 1;
          return otherReads;
        },
      });
      return <p>other read {query.data}</p>;
    }
    server.use(...memberHandlers());
    renderWithProviders(
      <>
        <CashboxLiveUpdates liveQueryKeys={[['other-domain']]} onStatus={(status) => statuses.push(status)} />
        <OtherDomain />
      </>,
    );
    expect(await screen.findByText('other read 1')).toBeInTheDocument();
    await waitFor(() => expect(FakeSocket.latest).not.toBeNull());
    const first = FakeSocket.latest;
    act(() => first?.onopen?.(new Event('open')));
    expect(await screen.findByText('other read 2')).toBeInTheDocument();

    // The API goes away: the socket closes, and a new one is tried 500 ms later.
    act(() => first?.onclose?.({ code: 1006, reason: '' } as CloseEvent));
    expect(statuses.at(-1)).toBe('reconnecting');
    await waitFor(() => expect(FakeSocket.latest).not.toBe(first));
    act(() => FakeSocket.latest?.onopen?.(new Event('open')));
    expect(statuses).toEqual(['connecting', 'open', 'reconnecting', 'open']);
    expect(await screen.findByText('other read 3')).toBeInTheDocument();
  });

  it('opens no socket for an anonymous visitor', async () => {
    let probed = false;
    server.use(
      mockEndpoint(memberApi.profileFind, () => {
        probed = true;
        return errorReply({ code: 401, reason: 'NOT_AUTHENTICATED', message: 'Not authenticated' });
      }),
    );
    renderWithProviders(<CashboxRoot />);
    await waitFor(() => expect(probed).toBe(true));
    expect(FakeSocket.latest).toBeNull();
  });
});
