import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createEngagementStore, engagementHandlers } from '../testing/handlers';
import { renderAt, setupMswServer } from '../testing/render';
import type { PushEnvironment, PushPermission } from './decide';
import { PushPrompt } from './push-prompt';

const server = setupMswServer();
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

const CHROME =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const browser = (overrides: Partial<PushEnvironment> = {}): PushEnvironment => ({
  supported: true,
  userAgent: CHROME,
  permission: 'default',
  dismissed: false,
  ...overrides,
});

function setup(environment: PushEnvironment, allowance: 0 | 1, answer: PushPermission = 'granted') {
  const store = createEngagementStore({ allowance });
  server.use(...engagementHandlers(store));
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  const onPermissionGranted = vi.fn();
  renderAt(
    <PushPrompt
      environment={environment}
      requestPermission={requestPermission}
      onPermissionGranted={onPermissionGranted}
    />,
    '/en',
  );
  return { store, requestPermission, onPermissionGranted };
}

/** Long enough for a fetch to be made and its answer applied (the fake clock follows the real one). */
const settle = () => act(() => new Promise((done) => setTimeout(done, 300)));

describe('PushPrompt', () => {
  it.each([
    ['unsupported browsers', browser({ supported: false })],
    ['the LINE in-app browser', browser({ userAgent: `${CHROME} Line/14.19.1` })],
    ['a permission already granted', browser({ permission: 'granted' })],
    ['a permission already denied', browser({ permission: 'denied' })],
    ['a browser that put the fake prompt off (the local flag)', browser({ dismissed: true })],
  ])('shows nothing and asks the server nothing for %s', async (_case, environment) => {
    const { store, requestPermission } = setup(environment, 1);
    await settle();
    expect(store.calls).toEqual([]);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with allowance 1 shows the fake allow prompt after 4 s; Allow asks the browser, and a grant is reported', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { store, requestPermission, onPermissionGranted } = setup(browser(), 1);
    await waitFor(() => expect(store.calls).toEqual(['trigger-allowance find']));
    await settle();
    // At most 3.8 s since the answer came: not yet.
    act(() => vi.advanceTimersByTime(3500));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => vi.advanceTimersByTime(700));
    const prompt = screen.getByRole('dialog', { name: 'Allow notifications?' });
    expect(prompt).toHaveTextContent('Hear about your deposits');
    expect(requestPermission).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Allow' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(onPermissionGranted).toHaveBeenCalledTimes(1));
    expect(localStorage.getItem('casino.fake-allow-dismissed')).toBeNull();
  });

  it('Later closes the fake prompt without asking the browser and sets the local flag', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { store, requestPermission } = setup(browser(), 1);
    await waitFor(() => expect(store.calls).toEqual(['trigger-allowance find']));
    await settle();
    act(() => vi.advanceTimersByTime(4000));
    expect(screen.getByRole('dialog', { name: 'Allow notifications?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(requestPermission).not.toHaveBeenCalled();
    expect(localStorage.getItem('casino.fake-allow-dismissed')).toBe('1');
  });

  it('with allowance 0 asks the browser at once, once, with no fake prompt; a refusal is not reported', async () => {
    const { store, requestPermission, onPermissionGranted } = setup(browser(), 0, 'denied');
    await waitFor(() => expect(requestPermission).toHaveBeenCalledTimes(1));
    expect(store.calls).toEqual(['trigger-allowance find']);
    await settle();
    expect(requestPermission).toHaveBeenCalledTimes(1);
    expect(onPermissionGranted).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('with allowance 0 reports a grant', async () => {
    const { onPermissionGranted } = setup(browser(), 0, 'granted');
    await waitFor(() => expect(onPermissionGranted).toHaveBeenCalledTimes(1));
  });
});
