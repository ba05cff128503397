import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorReply, mockEndpoint } from '@casino/api-client/testing';
import { loginModalOpenAtom } from '@casino/auth';
import { gamesApi } from '@casino/contracts';
import { profileIncompletePromptAtom } from '@casino/profile';
import { games, list } from '../testing/fixtures';
import { renderWithProviders, sessionHandlers, setupMswServer } from '../testing/render';
import { PlayGamePage } from './play-game-page';

const server = setupMswServer();

const launchAnswer = (mode: 'real' | 'demo') => ({
  url: `https://provider.example/launch?mode=${mode}&game=jade-fortune`,
  html: null,
  use_iframe: true,
  is_demo: mode === 'demo',
  expires_at: mode === 'real' ? '2026-11-21T10:10:00.000Z' : null,
});

const catalogue = () => mockEndpoint(gamesApi.gameListFind, () => list(games));

describe('PlayGamePage', () => {
  it('shows the game bar (back, name, balance, full screen) over the provider iframe for a member', async () => {
    const launches: unknown[] = [];
    server.use(
      ...sessionHandlers(),
      catalogue(),
      mockEndpoint(gamesApi.enterGame, ({ body }) => {
        launches.push(body);
        return launchAnswer('real');
      }),
    );
    renderWithProviders(<PlayGamePage />, { path: '/en/games/1', pattern: '/:lang/games/:id' });
    const frame = await screen.findByTitle('Game: Jade Fortune');
    expect(frame).toHaveAttribute('src', launchAnswer('real').url);
    expect(screen.getByRole('heading', { name: 'Jade Fortune' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the lobby' })).toHaveAttribute('href', '/en');
    expect(screen.getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
    expect(await screen.findByTestId('game-balance')).toHaveTextContent('1,500.00');
    expect(launches).toEqual([{ game_list_id: 1, languageCode: 'en' }]);
  });

  it('plays a demo for a visitor with the demo banner and no balance', async () => {
    server.use(
      ...sessionHandlers(null),
      catalogue(),
      mockEndpoint(gamesApi.enterGameDemo, () => launchAnswer('demo')),
    );
    renderWithProviders(<PlayGamePage />, { path: '/en/games/1?demo=1', pattern: '/:lang/games/:id' });
    expect(await screen.findByTitle('Game: Jade Fortune')).toHaveAttribute('src', launchAnswer('demo').url);
    expect(screen.getByRole('note')).toHaveTextContent('Demo play: fun money, no real bets');
    expect(screen.queryByTestId('game-balance')).not.toBeInTheDocument();
  });

  it('opens the login modal instead of launching for a visitor', async () => {
    server.use(...sessionHandlers(null), catalogue());
    const { store } = renderWithProviders(<PlayGamePage />, {
      path: '/en/games/1',
      pattern: '/:lang/games/:id',
    });
    await waitFor(() => expect(store.get(loginModalOpenAtom)).toBe(true));
    expect(screen.queryByTitle(/Game:/)).not.toBeInTheDocument();
  });

  it('shows the profile prompt when the server refuses an incomplete profile', async () => {
    server.use(
      ...sessionHandlers(),
      catalogue(),
      mockEndpoint(gamesApi.enterGame, () =>
        errorReply({ code: 403, reason: 'PROFILE_INCOMPLETE', message: 'Complete your profile' }),
      ),
    );
    const { store } = renderWithProviders(<PlayGamePage />, {
      path: '/en/games/1',
      pattern: '/:lang/games/:id',
    });
    await waitFor(() => expect(store.get(profileIncompletePromptAtom)).toBe(true));
    expect(screen.getByText('This game is not available.')).toBeInTheDocument();
  });
});
