import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { announcement, starter, storedPopup, thaiWelcome, welcome } from '../testing/fixtures';
import { createEngagementStore, engagementHandlers } from '../testing/handlers';
import { renderAt, setupMswServer } from '../testing/render';
import { NotificationPopups } from './notification-popups';

const server = setupMswServer();
afterEach(() => localStorage.clear());

function setup(popups = [welcome, thaiWelcome, announcement, starter]) {
  const store = createEngagementStore({ popups });
  server.use(...engagementHandlers(store));
  return store;
}

describe('NotificationPopups', () => {
  it("shows the page's pop-ups in the route's language one after another; Close moves on", async () => {
    const user = userEvent.setup();
    setup();
    renderAt(<NotificationPopups page="home" />, '/en');
    const first = await screen.findByRole('dialog', { name: 'Welcome!' });
    expect(first).toHaveTextContent('Hundreds of games are waiting for you.');
    expect(within(first).getAllByRole('paragraph')).toHaveLength(3);
    expect(first).toHaveTextContent('1 of 2');
    await user.click(within(first).getByRole('button', { name: 'Close' }));
    const second = await screen.findByRole('dialog', { name: 'Maintenance tonight' });
    expect(second).not.toHaveTextContent('of 2');
    await user.click(within(second).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the Thai pop-ups on a Thai page, and none on a page outside their lists', async () => {
    setup();
    const thai = renderAt(<NotificationPopups page="home" />, '/th');
    expect(await screen.findByRole('dialog', { name: 'ยินดีต้อนรับ!' })).toBeInTheDocument();
    thai.unmount();
    const store = setup();
    renderAt(<NotificationPopups page="promotions" />, '/en/promotions');
    await waitFor(() => expect(store.calls).toEqual(['notification-modal find']));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('remembers "Do not show again" across visits, until the operator edits the pop-up', async () => {
    const user = userEvent.setup();
    setup([welcome]);
    const visit = renderAt(<NotificationPopups page="home" />, '/en');
    await user.click(await screen.findByRole('button', { name: 'Do not show again' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    visit.unmount();

    const store = setup([welcome]);
    const again = renderAt(<NotificationPopups page="home" />, '/en');
    await waitFor(() => expect(store.calls).toEqual(['notification-modal find']));
    expect(screen.queryByRole('dialog')).toBeNull();
    again.unmount();

    setup([{ ...welcome, title: 'Welcome back!', updated_at: '2026-11-26T08:00:00.000Z' }]);
    renderAt(<NotificationPopups page="home" />, '/en');
    expect(await screen.findByRole('dialog', { name: 'Welcome back!' })).toBeInTheDocument();
  });

  it('shows a closed pop-up again on the next visit', async () => {
    const user = userEvent.setup();
    setup([welcome]);
    const visit = renderAt(<NotificationPopups page="home" />, '/en');
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    visit.unmount();
    renderAt(<NotificationPopups page="home" />, '/en');
    expect(await screen.findByRole('dialog', { name: 'Welcome!' })).toBeInTheDocument();
  });

  it("renders the operator's text as text and its image without a name", async () => {
    setup([
      storedPopup({
        title: '<b>Bonus</b>',
        body: '<img src=x onerror="alert(1)"> 100 free spins',
        image_url: 'https://cdn.example.com/spins.png',
      }),
    ]);
    renderAt(<NotificationPopups page="home" />, '/en');
    const dialog = await screen.findByRole('dialog', { name: '<b>Bonus</b>' });
    expect(dialog).toHaveTextContent('<img src=x onerror="alert(1)"> 100 free spins');
    const images = dialog.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', 'https://cdn.example.com/spins.png');
    expect(images[0]).toHaveAttribute('alt', '');
  });

  it("asks nothing off the pop-ups' pages", async () => {
    const store = setup();
    renderAt(<NotificationPopups page={null} />, '/en/setting/profile');
    await new Promise((done) => setTimeout(done, 100));
    expect(store.calls).toEqual([]);
  });
});
