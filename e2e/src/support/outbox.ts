import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';

/** The code of the newest SMS or email to `to`, read from the development outbox. */
export async function latestOtp(api: APIRequestContext, to: string): Promise<string> {
  let otp: string | undefined;
  await expect
    .poll(async () => {
      const reply = await api.get(`/dev/outbox.json?to=${encodeURIComponent(to)}`);
      const { data } = (await reply.json()) as { data: { otp: string | null }[] };
      otp = data[0]?.otp ?? undefined;
      return otp;
    })
    .toMatch(/^\d{6}$/);
  return otp ?? '';
}
