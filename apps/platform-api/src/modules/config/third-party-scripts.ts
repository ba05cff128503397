import type { GlobalConfig, siteAdminApi } from '@casino/contracts';
import type { Queryable } from '../../db/types';
import { readSetting } from './settings-store';

type ThirdPartyScripts = siteAdminApi.ThirdPartyScripts;
export type ThirdPartyScriptChanges = Partial<ThirdPartyScripts>;

const ANALYTICS_KEYS = [
  'google_tag_management',
  'google_analytic_id',
  'hotjar_site_id',
  'facebook_meta_pixel',
] as const;

/**
 * The analytics ids (kept in the global config, which the site reads) and the hosts the script tags may
 * load from (a setting of its own: only the content security policy needs it, the site does not).
 */
export async function readThirdPartyScripts(db: Queryable): Promise<ThirdPartyScripts> {
  const global = await readSetting<Partial<GlobalConfig>>(db, 'global_config');
  const hosts = await readSetting<string[]>(db, 'script_hosts');
  return {
    google_tag_management: global?.google_tag_management ?? null,
    google_analytic_id: global?.google_analytic_id ?? null,
    hotjar_site_id: global?.hotjar_site_id ?? null,
    facebook_meta_pixel: global?.facebook_meta_pixel ?? [],
    script_hosts: hosts ?? [],
  };
}

/** Serialises staff changes until the caller's transaction ends (the audit's "before" stays true). */
export async function lockThirdPartyScripts(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('settings:third_party_scripts'))`);
}

/** Stores the given ids into the global config and the script hosts into their setting. */
export async function writeThirdPartyScripts(tx: Queryable, changes: ThirdPartyScriptChanges): Promise<void> {
  const analytics = Object.fromEntries(
    ANALYTICS_KEYS.filter((key) => changes[key] !== undefined).map((key) => [key, changes[key]]),
  );
  if (Object.keys(analytics).length > 0) {
    await tx.query(
      `UPDATE settings SET value = value || $1::jsonb, updated_at = now() WHERE key = 'global_config'`,
      [JSON.stringify(analytics)],
    );
  }
  if (changes.script_hosts !== undefined) {
    await tx.query(
      `INSERT INTO settings (key, value) VALUES ('script_hosts', $1::jsonb)
       ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [JSON.stringify(changes.script_hosts)],
    );
  }
}
