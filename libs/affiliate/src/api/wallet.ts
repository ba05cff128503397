import { useSession, useWallet } from '@casino/auth';

/** The member's wallet (its currency formats every amount here); idle for visitors. */
export function useMemberWallet() {
  const { isLoggedIn } = useSession();
  return useWallet({ enabled: isLoggedIn });
}
