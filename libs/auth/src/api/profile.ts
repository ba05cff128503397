import { queryOptions, useQuery } from '@tanstack/react-query';
import { isApiError, useApiClient } from '@casino/api-client';
import type { ApiClient } from '@casino/api-client';
import { lazyMemberApi } from '@casino/contracts';
import type { AuthenticatedUser } from '@casino/contracts';
import { authKeys } from '../session';

/**
 * The member, or `null` for an anonymous visitor. A visitor the page knows has no session (no session
 * hint cookie, no token) is answered without a call; otherwise the call is the probe, silent because a
 * 401 here means "not logged in" (an ended session), not "send the visitor home".
 */
export async function fetchProfile(
  client: ApiClient,
  signal?: AbortSignal,
): Promise<AuthenticatedUser | null> {
  if (!client.mayHaveSession()) return null;
  try {
    const reply = await client.find(
      lazyMemberApi.profileFind,
      {},
      { silent: true, ...(signal ? { signal } : {}) },
    );
    return reply.data[0] ?? null;
  } catch (error) {
    if (isApiError(error) && error.code === 401) return null;
    throw error;
  }
}

export function profileQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: authKeys.profile(),
    queryFn: ({ signal }) => fetchProfile(client, signal),
    staleTime: 60_000,
  });
}

export function useProfile() {
  return useQuery(profileQueryOptions(useApiClient()));
}

/** Who is here: the member once the probe answers, `null` when anonymous. */
export function useSession() {
  const profile = useProfile();
  const user = profile.data ?? null;
  return { user, isLoggedIn: user !== null, isPending: profile.isPending };
}
