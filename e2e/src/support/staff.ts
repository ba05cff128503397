import { expect } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { adminSettingsApi } from '@casino/contracts';

type BrandSettings = adminSettingsApi.BrandSettings;
type BrandSettingsChange = Omit<adminSettingsApi.BrandSettingsBody, 'reason'>;

/** The development staff account `npm start` creates (DEV_TOOLS=1), as HTTP Basic credentials. */
export const staffHeaders = {
  authorization: `Basic ${Buffer.from(
    `${process.env['ADMIN_USERNAME'] ?? 'admin'}:${process.env['ADMIN_PASSWORD'] ?? 'admin-dev-password'}`,
  ).toString('base64')}`,
};

/** The served brand's staff settings, through the admin API. */
export async function brandSettings(api: APIRequestContext): Promise<BrandSettings> {
  const reply = await api.get(adminSettingsApi.brandSettingsGet.path, { headers: staffHeaders });
  expect(reply.status(), await reply.text()).toBe(200);
  return adminSettingsApi.BrandSettings.parse(await reply.json());
}

/** Changes the served brand's settings as staff do (admin API, audited). */
export async function setBrandSettings(api: APIRequestContext, change: BrandSettingsChange, reason: string) {
  const reply = await api.post(adminSettingsApi.brandSettingsUpdate.path, {
    headers: staffHeaders,
    data: { ...change, reason },
  });
  expect(reply.status(), await reply.text()).toBe(200);
  return adminSettingsApi.BrandSettings.parse(await reply.json());
}

/**
 * Runs `body` with the brand settings changed, and puts back what was there whatever happens: the suite
 * runs serially on one stack, and every other spec expects the defaults.
 */
export async function withBrandSettings(
  api: APIRequestContext,
  change: BrandSettingsChange,
  body: () => Promise<void>,
): Promise<void> {
  const before = await brandSettings(api);
  await setBrandSettings(api, change, 'e2e: staff settings take effect');
  try {
    await body();
  } finally {
    await setBrandSettings(
      api,
      { should_iframe_redirect: before.should_iframe_redirect, mobile_url: before.mobile_url },
      'e2e: settings restored',
    );
  }
}
