import type { QueryKey } from '@tanstack/react-query';
import { atom } from 'jotai';
import type { MemberSocketStatus } from '@casino/api-client';
import { authKeys } from '@casino/auth';
import { gamesLiveQueryKeys } from '@casino/games-launch';
import { profileLiveQueryKeys } from '@casino/profile/state';
import { cashbackLiveQueryKeys } from '@casino/promotions/live';

/**
 * The member data the site reads again each time the member socket (re)opens: events sent while no
 * socket listened (page load, a lost connection, an API restart) are never replayed. The wallet and the
 * cashbox's histories are always among them; a domain library exports the roots of its own member
 * queries and joins here, as its pages join the routes.
 */
export const LIVE_QUERY_KEYS: readonly QueryKey[] = [
  authKeys.profile(),
  ...gamesLiveQueryKeys,
  ...profileLiveQueryKeys,
  ...cashbackLiveQueryKeys,
];

/** The member socket's status, for the "reconnecting" indicator; `closed` while nobody is logged in. */
export const memberSocketStatusAtom = atom<MemberSocketStatus>('closed');
