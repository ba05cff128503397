import { adminSettingsApi, MobileSiteUrl } from '@casino/contracts';
import type { Resource } from '../command';
import { noMoreArguments, reasonOf, UsageError } from '../command';

type BrandSettings = adminSettingsApi.BrandSettings;

/** The brand settings staff change: iframe games in a new window, the mobile site (null: none). */
export type BrandSettingChange = { should_iframe_redirect: boolean } | { mobile_url: string | null };

function settingChange(name: string | undefined, value: string | undefined): BrandSettingChange {
  if (name === 'should-iframe-redirect') {
    if (value !== 'true' && value !== 'false')
      throw new UsageError('should-iframe-redirect is true or false');
    return { should_iframe_redirect: value === 'true' };
  }
  if (name === 'mobile-url') {
    if (value === 'none') return { mobile_url: null };
    const url = MobileSiteUrl.safeParse(value);
    if (!url.success) {
      throw new UsageError(
        `mobile-url is none or an absolute http(s) URL: ${url.error.issues[0]?.message ?? 'invalid'}`,
      );
    }
    return { mobile_url: url.data };
  }
  throw new UsageError(`Unknown setting: ${name ?? '(none)'}`);
}

/** The brand's settings, one per line. */
export function formatBrandSettings(result: unknown): string {
  const settings = result as BrandSettings;
  return [
    `brand                   ${settings.brand_id}`,
    `should_iframe_redirect  ${settings.should_iframe_redirect}`,
    `mobile_url              ${settings.mobile_url ?? 'none'}`,
  ].join('\n');
}

export const settings: Resource = {
  name: 'settings',
  usage: [
    "settings show                                       the served brand's settings",
    'settings set should-iframe-redirect true|false [--reason TEXT]',
    'settings set mobile-url <https://...|none> [--reason TEXT]',
  ],
  options: ['reason'],
  parse([action, name, value, ...extra], options) {
    if (action === 'show') {
      noMoreArguments([name, value, ...extra].filter((word) => word !== undefined));
      return { run: (call) => call(adminSettingsApi.brandSettingsGet, {}), format: formatBrandSettings };
    }
    if (action !== 'set') throw new UsageError(`Unknown command for settings: ${action ?? '(none)'}`);
    noMoreArguments(extra);
    const change = settingChange(name, value);
    const reason = reasonOf(options);
    return {
      run: (call) =>
        call(adminSettingsApi.brandSettingsUpdate, { body: { ...change, ...(reason ? { reason } : {}) } }),
      format: formatBrandSettings,
    };
  },
};
