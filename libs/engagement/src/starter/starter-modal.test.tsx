import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { cashboxAtom } from '@casino/wallet-cashbox';
import { LANGUAGE_IDS, starter, storedPopup, welcome } from '../testing/fixtures';
import { createEngagementStore, engagementHandlers, newMemberStore } from '../testing/handlers';
import { renderAt, setupMswServer } from '../testing/render';
import { StarterModal } from './starter-modal';

const server = setupMswServer();

const thaiStarter = storedPopup({
  id: 5,
  kind: 'starter',
  language_id: LANGUAGE_IDS.th,
  title: 'โบนัสต้อนรับ',
  body: 'ฝากวันนี้รับโบนัส 100 %',
});

function setup(store = newMemberStore({ popups: [welcome, starter, thaiStarter] })) {
  server.use(...engagementHandlers(store));
  return store;
}

describe('StarterModal', () => {
  it("greets a member on their first login with the operator's words and three steps; later marks it seen for good", async () => {
    const user = userEvent.setup();
    const store = setup();
    const view = renderAt(<StarterModal page="home" />, '/en');
    const dialog = await screen.findByRole('dialog', { name: 'Welcome aboard!' });
    expect(within(dialog).getByRole('region', { name: 'Your welcome bonus' })).toHaveTextContent(
      'Deposit today and get 100 % up to ฿1,000.',
    );
    expect(dialog).not.toHaveTextContent('Hundreds of games');
    const steps = within(dialog).getByRole('list', { name: 'Get started' });
    expect(
      within(steps)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Complete your profile', 'Make a deposit', 'See the promotions']);
    await user.click(within(dialog).getByRole('button', { name: 'Maybe later' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(store.calls).toContain('users-first-login create'));
    view.unmount();

    renderAt(<StarterModal page="home" />, '/en');
    await waitFor(() =>
      expect(store.calls.filter((call) => call === 'users-first-login find')).toHaveLength(2),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it.each([
    ['Complete my profile', '/th', '/th/setting/profile'],
    ['See promotions', '/en/games', '/en/promotions'],
  ])('"%s" marks it seen and goes to the page', async (button, from, to) => {
    const user = userEvent.setup();
    const store = setup();
    renderAt(<StarterModal page="home" />, from);
    await user.click(await screen.findByRole('button', { name: button }));
    expect(screen.getByTestId('location')).toHaveTextContent(to);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(store.calls).toContain('users-first-login create'));
  });

  it('"Deposit now" marks it seen and opens the cashbox on the deposit tab', async () => {
    const user = userEvent.setup();
    const store = setup();
    const view = renderAt(<StarterModal page="home" />, '/en');
    await user.click(await screen.findByRole('button', { name: 'Deposit now' }));
    expect(view.store.get(cashboxAtom)).toEqual({ open: true, tab: 'deposit' });
    await waitFor(() => expect(store.calls).toContain('users-first-login create'));
  });

  it('stays away where staff wrote no starter words for the page or language, leaving it unseen', async () => {
    const store = setup(newMemberStore({ popups: [welcome, starter] }));
    const games = renderAt(<StarterModal page="games" />, '/en/games');
    await waitFor(() => expect(store.calls).toContain('notification-modal find'));
    games.unmount();
    renderAt(<StarterModal page="home" />, '/th');
    await waitFor(() =>
      expect(store.calls.filter((call) => call === 'notification-modal find')).toHaveLength(2),
    );
    await new Promise((done) => setTimeout(done, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(store.calls).not.toContain('users-first-login create');
  });

  it('shows nothing to a member who has seen it, and asks nothing for a visitor', async () => {
    const seen = setup(newMemberStore({ firstLogin: false }));
    const member = renderAt(<StarterModal page="home" />, '/en');
    await waitFor(() => expect(seen.calls).toContain('users-first-login find'));
    expect(screen.queryByRole('dialog')).toBeNull();
    member.unmount();

    const visitor = setup(createEngagementStore());
    renderAt(<StarterModal page="home" />, '/en');
    await waitFor(() => expect(visitor.calls).toEqual(['notification-modal find']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
