import { adminSettingsApi } from '@casino/contracts';
import type { BrandConfig } from '@casino/contracts';
import type { Queryable } from '../../db/types';

type BrandSettings = adminSettingsApi.BrandSettings;

/** The settings staff may keep per brand (spec 2 and 3). */
export type BrandSettingKey = 'should_iframe_redirect' | 'mobile_url';
export type BrandSettingChanges = Partial<Pick<BrandSettings, BrandSettingKey>>;

/** What a brand starts with: its config's mobile site, iframe games in place. */
function defaults(brand: BrandConfig): BrandSettings {
  return { brand_id: brand.id, should_iframe_redirect: false, mobile_url: brand.mobile_url };
}

/** The brand's settings: what staff set, over the defaults; parsed with the contract, so a bad row fails. */
export async function readBrandSettings(db: Queryable, brand: BrandConfig): Promise<BrandSettings> {
  const { rows } = await db.query<{ key: string; value: unknown }>(
    'SELECT key, value FROM brand_settings WHERE brand_id = $1',
    [brand.id],
  );
  const stored = Object.fromEntries(rows.map((row) => [row.key, row.value]));
  return adminSettingsApi.BrandSettings.parse({ ...defaults(brand), ...stored, brand_id: brand.id });
}

/**
 * Serialises staff changes to one brand's settings until the caller's transaction ends, so the audit's
 * "before" is what the change replaced (a missing row cannot be locked FOR UPDATE).
 */
export async function lockBrandSettings(tx: Queryable, brandId: string): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(hashtext('brand_settings:' || $1))`, [brandId]);
}

/** Stores each given setting for the brand (null is a value: no mobile site, even if the brand has one). */
export async function writeBrandSettings(
  tx: Queryable,
  brandId: string,
  changes: BrandSettingChanges,
): Promise<void> {
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    await tx.query(
      `INSERT INTO brand_settings (brand_id, key, value) VALUES ($1, $2, $3::jsonb)
       ON CONFLICT (brand_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = now()`,
      [brandId, key, JSON.stringify(value)],
    );
  }
}
