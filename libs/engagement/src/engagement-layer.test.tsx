import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EngagementLayer } from './engagement-layer';
import { starter, welcome } from './testing/fixtures';
import { createEngagementStore, engagementHandlers, newMemberStore } from './testing/handlers';
import { renderAt, setupMswServer } from './testing/render';

const server = setupMswServer();
afterEach(() => localStorage.clear());

describe('EngagementLayer', () => {
  it("shows a new member the starter modal first, then the page's pop-ups", async () => {
    const user = userEvent.setup();
    server.use(...engagementHandlers(newMemberStore({ popups: [welcome, starter] })));
    renderAt(<EngagementLayer page="home" />, '/en');
    await screen.findByRole('dialog', { name: 'Welcome aboard!' });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Maybe later' }));
    expect(await screen.findByRole('dialog', { name: 'Welcome!' })).toBeInTheDocument();
  });

  it('shows a new member the pop-ups at once where staff wrote no starter words', async () => {
    const store = newMemberStore({ popups: [welcome] });
    server.use(...engagementHandlers(store));
    renderAt(<EngagementLayer page="home" />, '/en');
    expect(await screen.findByRole('dialog', { name: 'Welcome!' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Welcome aboard!' })).toBeNull();
    expect(store.calls).toContain('users-first-login find');
  });

  it("shows a visitor the page's pop-ups without asking about a first login", async () => {
    const store = createEngagementStore({ popups: [welcome] });
    server.use(...engagementHandlers(store));
    renderAt(<EngagementLayer page="home" />, '/en');
    expect(await screen.findByRole('dialog', { name: 'Welcome!' })).toBeInTheDocument();
    expect(store.calls).not.toContain('users-first-login find');
  });

  it('asks for no pop-ups on a page group outside the default layout', async () => {
    const store = createEngagementStore({ member: newMemberStore().member });
    server.use(...engagementHandlers(store));
    renderAt(<EngagementLayer page="setting" />, '/en/setting/profile');
    await waitFor(() => expect(store.calls).toEqual(['users-first-login find']));
    await new Promise((done) => setTimeout(done, 100));
    expect(store.calls).toEqual(['users-first-login find']);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
