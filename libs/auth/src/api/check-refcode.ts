import { useApiClient } from '@casino/api-client';
import type { ApiClient } from '@casino/api-client';
import { publicApi } from '@casino/contracts';

/**
 * Whether a referral code belongs to a member. Silent: an unreachable check must not block the form,
 * so anything but a clear "not valid" counts as valid and the server decides on submit.
 */
export async function isReferralCodeValid(client: ApiClient, code: string): Promise<boolean> {
  try {
    const reply = await client.get(publicApi.checkRefcodeGet, code, undefined, { silent: true });
    return reply?.valid !== false;
  } catch {
    return true;
  }
}

export function useReferralCodeCheck() {
  const client = useApiClient();
  return (code: string) => isReferralCodeValid(client, code);
}
