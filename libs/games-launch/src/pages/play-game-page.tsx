import { useQuery } from '@tanstack/react-query';
import { useSetAtom } from 'jotai';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button, EmptyState, LoadingStatus } from '@casino/ui-kit';
import { useApiClient } from '@casino/api-client';
import { loginModalOpenAtom, useSession, useWallet } from '@casino/auth';
import { gamesApi } from '@casino/contracts';
import { useRequireCompleteProfile } from '@casino/profile/state';
import { LazyRealityCheck } from '@casino/safer-gambling/reality-check';
import { useGame } from '../api/catalogue';
import { gamesKeys } from '../api/keys';
import type { PlayPageState } from '../launch/use-launch-game';
import { useLocalPath, useRouteLanguage } from '../route-language';
import { moneyFormatter, useGamesText } from '../text';
import * as styles from './play-game.css';

const GAME_BAR_REFRESH_MS = 5000;

/** One launch per visit: the token is short-lived and single-use, so it is never fetched again by itself. */
function useGameLaunch(gameId: number, demo: boolean, enabled: boolean) {
  const client = useApiClient();
  const lang = useRouteLanguage();
  const session = useSession();
  return useQuery({
    queryKey: [...gamesKeys.all, 'launch', gameId, demo, lang, session.user?.id ?? null],
    enabled,
    queryFn: () =>
      demo
        ? client.create(gamesApi.enterGameDemo, { game_list_id: gameId, languageCode: lang })
        : client.create(gamesApi.enterGame, { game_list_id: gameId, languageCode: lang }),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}

function useFullscreen(target: React.RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const update = () => setActive(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', update);
    return () => document.removeEventListener('fullscreenchange', update);
  }, []);
  const toggle = () => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void target.current?.requestFullscreen?.();
  };
  return { active, toggle };
}

/**
 * `/{lang}/games/{id}` in the play-game layout: the game bar (back, game name, balance, full screen) over
 * the provider's game in an iframe. `?demo=1` plays with fun money. The balance is the wallet query, which
 * the member websocket refreshes after every round.
 */
export function PlayGamePage() {
  const t = useGamesText();
  const localPath = useLocalPath();
  const gameId = Number(useParams().id);
  const demo = useSearchParams()[0].get('demo') === '1';
  const known = (useLocation().state as PlayPageState | null)?.game;
  const session = useSession();
  // Rounds move the balance on the provider's side; poll as well as listening, so the bar never lags far.
  const wallet = useWallet({ enabled: session.isLoggedIn && !demo, refetchInterval: GAME_BAR_REFRESH_MS });
  const game = useGame(gameId, known?.id === gameId ? known : undefined);
  const canLaunch = Number.isInteger(gameId) && gameId > 0 && (demo || session.isLoggedIn);
  const launch = useGameLaunch(gameId, demo, canLaunch);
  const openLogin = useSetAtom(loginModalOpenAtom);
  const profile = useRequireCompleteProfile();
  const stage = useRef<HTMLDivElement>(null);
  const fullscreen = useFullscreen(stage);
  const navigate = useNavigate();

  const needsLogin = !demo && !session.isPending && !session.isLoggedIn;
  useEffect(() => {
    if (needsLogin) openLogin(true);
  }, [needsLogin, openLogin]);
  const { handleError } = profile;
  useEffect(() => {
    if (launch.error) handleError(launch.error);
  }, [launch.error, handleError]);

  const name = game.data?.name ?? '';
  const money = moneyFormatter(wallet.data?.currency);

  let body: React.ReactNode;
  if (launch.data) {
    body = (
      <iframe
        className={styles.frame}
        title={t('play.frame', { name })}
        {...(launch.data.url ? { src: launch.data.url } : { srcDoc: launch.data.html ?? '' })}
        allow="fullscreen; autoplay"
      />
    );
  } else if (launch.isError || game.data === null || needsLogin) {
    body = <EmptyState title={needsLogin ? t('lobby.loginForTab') : t('play.notFound')} />;
  } else {
    body = <LoadingStatus label={t('launch.opening')} />;
  }

  return (
    <div ref={stage} className={styles.stage}>
      <nav className={styles.bar} aria-label={t('play.bar')}>
        <Link to={localPath('')}>{t('play.back')}</Link>
        <h1 className={styles.name}>{name}</h1>
        {wallet.data && !demo ? (
          <span data-testid="game-balance">
            {t('play.balance')}: <strong>{money(wallet.data.balance)}</strong>
          </span>
        ) : null}
        <Button variant="secondary" onClick={fullscreen.toggle} aria-pressed={fullscreen.active}>
          {fullscreen.active ? t('play.exitFullscreen') : t('play.fullscreen')}
        </Button>
      </nav>
      {demo ? (
        <p className={styles.demo} role="note">
          {t('play.demoBanner')}
        </p>
      ) : null}
      {body}
      {/* The member's reality check and session limit, in a chunk of their own, while real money is in play. */}
      {launch.data && !demo ? (
        <LazyRealityCheck
          onStop={() => void navigate(localPath(''))}
          limitsPath={localPath('setting/safer-gambling')}
        />
      ) : null}
    </div>
  );
}
