import { useQuery } from '@tanstack/react-query';
import { useApiClient } from '@casino/api-client';
import { publicApi } from '@casino/contracts';
import type { ContactChannel } from '@casino/contracts';
import { contactTarget } from '@casino/contracts/contact';
import type { ContactTarget } from '@casino/contracts/contact';

/** Query keys of the contact widgets. */
export const contactKeys = {
  channels: () => ['engagement', 'contact-channels'] as const,
};

/** Every contact channel, in staff's order; `silent`: without them the page goes on as it is. */
export function useContactChannels() {
  const client = useApiClient();
  return useQuery({
    queryKey: contactKeys.channels(),
    queryFn: async ({ signal }) =>
      (await client.find(publicApi.contactChannelFind, { $limit: 50 }, { signal, silent: true })).data,
    staleTime: 10 * 60_000,
  });
}

/** A channel and what the site does with it. */
export interface ContactEntry {
  channel: ContactChannel;
  target: ContactTarget;
}

const warned = new Set<string>();

/**
 * The channels the site can offer. One whose link does not fit its kind (kept from before the admin API
 * checked links) is left out, with one warning per page life.
 */
export function usableChannels(channels: readonly ContactChannel[]): ContactEntry[] {
  return channels.flatMap((channel) => {
    const target = contactTarget(channel);
    if (target) return [{ channel, target }];
    const key = `${channel.id}:${channel.contact_link}`;
    if (!warned.has(key)) {
      warned.add(key);
      console.warn(
        `contact: "${channel.name}" has a ${channel.contact_code_name} link the site cannot use (${channel.contact_link}); it is not offered`,
      );
    }
    return [];
  });
}
