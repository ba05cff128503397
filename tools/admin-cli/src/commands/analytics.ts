import { siteAdminApi } from '@casino/contracts';
import type { Resource } from '../command';
import { noMoreArguments, reasonOf, UsageError } from '../command';

type ThirdPartyScripts = siteAdminApi.ThirdPartyScripts;

/** `analytics set <name>`: the setting it changes, and how its value is written and checked. */
const SETTINGS = {
  gtm: { key: 'google_tag_management', list: false, schema: siteAdminApi.GtmContainerId },
  ga: { key: 'google_analytic_id', list: false, schema: siteAdminApi.GaMeasurementId },
  hotjar: { key: 'hotjar_site_id', list: false, schema: siteAdminApi.HotjarSiteId },
  pixels: { key: 'facebook_meta_pixel', list: true, schema: siteAdminApi.MetaPixelId },
  'script-hosts': { key: 'script_hosts', list: true, schema: siteAdminApi.ScriptHost },
} as const;

type SettingName = keyof typeof SETTINGS;
const isSetting = (name: string | undefined): name is SettingName => !!name && name in SETTINGS;

function change(name: SettingName, value: string): Partial<ThirdPartyScripts> {
  const { key, list, schema } = SETTINGS[name];
  if (value === 'none') return { [key]: list ? [] : null };
  const values = list ? value.split(',').map((item) => item.trim()) : [value];
  for (const item of values) {
    const parsed = schema.safeParse(item);
    if (!parsed.success)
      throw new UsageError(`${name}: ${item}: ${parsed.error.issues[0]?.message ?? 'invalid'}`);
  }
  return { [key]: list ? values : values[0] };
}

export function formatThirdPartyScripts(result: unknown): string {
  const scripts = result as ThirdPartyScripts;
  const list = (values: string[]) => (values.length ? values.join(', ') : 'none');
  return [
    `gtm           ${scripts.google_tag_management ?? 'none'}`,
    `ga            ${scripts.google_analytic_id ?? 'none'}`,
    `hotjar        ${scripts.hotjar_site_id ?? 'none'}`,
    `pixels        ${list(scripts.facebook_meta_pixel)}`,
    `script-hosts  ${list(scripts.script_hosts)}`,
  ].join('\n');
}

/**
 * The global config's analytics ids (the site loads each configured tool after first paint) and the
 * hosts the script tags may load from; the content security policy allows exactly these.
 */
export const analytics: Resource = {
  name: 'analytics',
  usage: [
    'analytics show                                      analytics ids and script hosts',
    'analytics set gtm|ga|hotjar <id|none> [--reason TEXT]   e.g. gtm GTM-AB12CD3, ga G-ABCDEF1234',
    'analytics set pixels <id,...|none>                  Meta pixel ids',
    'analytics set script-hosts <https://origin,...|none>   where script tags may load scripts from',
  ],
  options: ['reason'],
  parse([action, name, value, ...extra], options) {
    noMoreArguments(extra);
    if (action === 'show') {
      noMoreArguments([name, value].filter((word) => word !== undefined));
      return {
        run: (call) => call(siteAdminApi.thirdPartyScriptsGet, {}),
        format: formatThirdPartyScripts,
      };
    }
    if (action !== 'set') throw new UsageError(`Unknown command for analytics: ${action ?? '(none)'}`);
    if (!isSetting(name))
      throw new UsageError(`analytics set takes one of: ${Object.keys(SETTINGS).join(', ')}`);
    if (value === undefined) throw new UsageError(`analytics set ${name} needs a value (or none)`);
    const reason = reasonOf(options);
    const body = { ...change(name, value), ...(reason ? { reason } : {}) };
    return {
      run: (call) => call(siteAdminApi.thirdPartyScriptsSet, { body }),
      format: formatThirdPartyScripts,
    };
  },
};
