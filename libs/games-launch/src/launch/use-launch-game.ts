import { useMutation } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useApiClient } from '@casino/api-client';
import { loginModalOpenAtom, useSession } from '@casino/auth';
import { gamesApi } from '@casino/contracts';
import type { EnterGameResult, GameListItem } from '@casino/contracts';
import { useRequireCompleteProfile } from '@casino/profile/state';
import { useLaunchConfig } from '../api/launch-settings';
import { useLocalPath, useRouteLanguage } from '../route-language';
import { decideLaunch } from './decide-launch';
import { closeGameWindow, openGameWindow, showLaunch } from './game-window';

export type LaunchableGame = Pick<GameListItem, 'id' | 'use_iframe' | 'is_demo'>;

export interface PlayPageState {
  /** The card that was pressed, so the play page needs no catalogue look-up. */
  game?: GameListItem | undefined;
}

/** The play page's address; `?demo=1` asks for demo play. */
export function playPath(gameId: number, demo = false) {
  return `games/${gameId}${demo ? '?demo=1' : ''}`;
}

/**
 * Carries out spec 2's launch decision for a game card: the login modal, the profile prompt, the play page
 * (here or in a new window), or game-live in a new tab or popup. Demo play needs no
 * member: iframe games open on the play page in demo mode, the others in a window.
 */
export function useLaunchGame() {
  const client = useApiClient();
  const session = useSession();
  const profile = useRequireCompleteProfile();
  const openLogin = useSetAtom(loginModalOpenAtom);
  const navigate = useNavigate();
  const localPath = useLocalPath();
  const lang = useRouteLanguage();
  const config = useLaunchConfig();

  const live = useMutation({
    mutationFn: async ({ gameId, demo }: { gameId: number; demo: boolean; target: Window | null }) =>
      demo
        ? client.create(gamesApi.enterGameDemo, { game_list_id: gameId, languageCode: lang })
        : client.create(gamesApi.enterGame, { game_list_id: gameId, languageCode: lang }),
    onSuccess: (launch: EnterGameResult, { target }) => {
      if (target && !target.closed) showLaunch(target, launch);
      else if (launch.url) window.location.assign(launch.url);
    },
    onError: (error, { target }) => {
      target?.close();
      profile.handleError(error);
    },
  });

  const openPlayPage = useCallback(
    (game: GameListItem, demo: boolean, newWindow: boolean) => {
      const path = localPath(playPath(game.id, demo));
      if (newWindow) openGameWindow('popup', path);
      else {
        closeGameWindow();
        void navigate(path, { state: { game } satisfies PlayPageState });
      }
    },
    [localPath, navigate],
  );

  const launch = useCallback(
    (game: GameListItem) => {
      const decision = decideLaunch(
        navigator.userAgent,
        { gameId: game.id, useIframe: game.use_iframe },
        config,
        { isLoggedIn: session.isLoggedIn, bankNo: session.user?.bank_no ?? null },
      );
      switch (decision.kind) {
        case 'login':
          return openLogin(true);
        case 'complete-profile':
          return profile.showPrompt();
        case 'play-page':
          return openPlayPage(game, false, false);
        case 'play-page-window':
          return openPlayPage(game, false, true);
        case 'game-live':
          return live.mutate({ gameId: game.id, demo: false, target: openGameWindow(decision.open) });
      }
    },
    [config, session, profile, openLogin, openPlayPage, live],
  );

  const launchDemo = useCallback(
    (game: GameListItem) => {
      if (game.use_iframe) openPlayPage(game, true, false);
      else live.mutate({ gameId: game.id, demo: true, target: openGameWindow('tab') });
    },
    [openPlayPage, live],
  );

  return { launch, launchDemo, isOpening: live.isPending, failed: live.isError };
}
