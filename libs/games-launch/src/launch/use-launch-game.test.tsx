import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { gamesApi } from '@casino/contracts';
import type { GameListItem } from '@casino/contracts';
import { useSession } from '@casino/auth';
import { profileIncompletePromptAtom } from '@casino/profile';
import { useLaunchConfig } from '../api/launch-settings';
import { games, member } from '../testing/fixtures';
import { renderWithProviders, sessionHandlers, setupMswServer } from '../testing/render';
import { useLaunchGame } from './use-launch-game';

const server = setupMswServer();

const [jadeFortune, , roulette] = games as [GameListItem, GameListItem, GameListItem];

function LaunchButtons() {
  const { launch, launchDemo } = useLaunchGame();
  const session = useSession();
  const config = useLaunchConfig();
  if (session.isPending) return null;
  return (
    <>
      <p>{`member: ${session.isLoggedIn}, new window: ${config.shouldIframeRedirect}`}</p>
      <button onClick={() => launch(jadeFortune)}>iframe game</button>
      <button onClick={() => launch(roulette)}>tab game</button>
      <button onClick={() => launchDemo(roulette)}>tab demo</button>
    </>
  );
}

/** A stand-in for the window `window.open` returns. */
function fakeWindow() {
  return {
    closed: false,
    close: vi.fn(),
    location: { href: '' },
    document: { open: vi.fn(), write: vi.fn(), close: vi.fn() },
  };
}

afterEach(() => vi.restoreAllMocks());

describe('useLaunchGame', () => {
  it('opens a popup inside the click and sends it to the game-live URL, closing the earlier game window', async () => {
    const first = fakeWindow();
    const second = fakeWindow();
    const open = vi
      .spyOn(window, 'open')
      .mockReturnValueOnce(first as never)
      .mockReturnValueOnce(second as never);
    server.use(
      ...sessionHandlers(),
      mockEndpoint(gamesApi.enterGame, () => ({
        url: 'https://provider.example/launch?mode=real',
        html: null,
        use_iframe: false,
        is_demo: false,
        expires_at: '2026-11-21T10:10:00.000Z',
      })),
    );
    const user = userEvent.setup();
    renderWithProviders(<LaunchButtons />);
    await screen.findByText('member: true, new window: false');
    await user.click(screen.getByRole('button', { name: 'tab game' }));
    expect(open).toHaveBeenCalledWith('', 'casino-game', expect.stringContaining('popup'));
    await waitFor(() => expect(first.location.href).toBe('https://provider.example/launch?mode=real'));
    await user.click(screen.getByRole('button', { name: 'tab game' }));
    expect(first.close).toHaveBeenCalled();
    await waitFor(() => expect(second.location.href).toBe('https://provider.example/launch?mode=real'));
  });

  it('writes game-live HTML into a demo tab', async () => {
    const tab = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(tab as never);
    server.use(
      ...sessionHandlers(null),
      mockEndpoint(gamesApi.enterGameDemo, () => ({
        url: null,
        html: '<p>demo</p>',
        use_iframe: false,
        is_demo: true,
        expires_at: null,
      })),
    );
    const user = userEvent.setup();
    renderWithProviders(<LaunchButtons />);
    await user.click(await screen.findByRole('button', { name: 'tab demo' }));
    expect(window.open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(tab.document.write).toHaveBeenCalledWith('<p>demo</p>'));
  });

  it('closes the window and shows the profile prompt when the server refuses an incomplete profile', async () => {
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockReturnValue(popup as never);
    server.use(
      ...sessionHandlers(),
      mockEndpoint(gamesApi.enterGame, () =>
        errorReply({ code: 403, reason: 'PROFILE_INCOMPLETE', message: 'Complete your profile' }),
      ),
    );
    const user = userEvent.setup();
    const { store } = renderWithProviders(<LaunchButtons />);
    await screen.findByText(/member: true/);
    await user.click(screen.getByRole('button', { name: 'tab game' }));
    await waitFor(() => expect(store.get(profileIncompletePromptAtom)).toBe(true));
    expect(popup.close).toHaveBeenCalled();
  });

  it('shows the profile prompt without launching for a member without a bank account number', async () => {
    const open = vi.spyOn(window, 'open');
    server.use(...sessionHandlers({ ...member, bank_no: null }));
    const user = userEvent.setup();
    const { store } = renderWithProviders(<LaunchButtons />);
    await screen.findByText(/member: true/);
    await user.click(screen.getByRole('button', { name: 'iframe game' }));
    expect(store.get(profileIncompletePromptAtom)).toBe(true);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens the play page in a new window when should_iframe_redirect is on', async () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(fakeWindow() as never);
    server.use(...sessionHandlers(member, 3, true));
    const user = userEvent.setup();
    renderWithProviders(<LaunchButtons />);
    await screen.findByText('member: true, new window: true');
    await user.click(screen.getByRole('button', { name: 'iframe game' }));
    expect(open).toHaveBeenCalledWith('/en/games/1', 'casino-game', expect.stringContaining('popup'));
  });
});
