import { DEFAULT_BRAND_ID, getBrand } from '@casino/brands';
import { LANGUAGE_CODES, PAGE_GROUPS } from '@casino/contracts';
import type { BrandConfig } from '@casino/contracts';
import type { Db, Queryable } from '../types';
import { seedAffiliate } from './affiliate';
import { seedBanners } from './banners';
import { seedCashback } from './cashback';
import { seedCoupons } from './coupons';
import { seedEngagement } from './engagement';
import { seedMemberLevels } from './member-levels';
import { seedMoneyTriggers } from './money-triggers';
import { seedQuests } from './quests';
import { seedRewards } from './rewards';
import { seedFreeSpins } from './free-spins';
import { seedDeposits } from './deposits';
import { seedGames } from './games';
import { seedProfileContent } from './profile';
import { seedPromotions } from './promotions';
import {
  BANKS,
  COUNTRIES,
  CURRENCIES,
  LANGUAGES,
  PASSWORD_MIN_LENGTH_8,
  STICKY_CONFIG,
  contactChannels,
  customFunctionBase,
  generalConfig,
  globalConfig,
} from './reference-data';
import { CHANNEL_KEYS, QUESTION_KEYS, TEXTS } from './translations';

/** What the seed takes from the served brand (tools/brands). */
export type SeedBrand = Pick<
  BrandConfig,
  'name' | 'colors' | 'currency' | 'country' | 'contact' | 'features'
>;

/**
 * Upserts the reference content by natural keys. Safe to run at every start: content is brought
 * back to the seed's values, ids stay stable, nothing a member created is touched. Operator-owned
 * settings (configs, script tags) are inserted only when missing, so edits survive restarts.
 * The served brand (the default brand's where the caller does not say: the tests) names the site in its
 * system config, titles, footer and copyright, so no brand shows as a generic "Casino"; its currency is
 * the site's (offered first to a new member), and its contact channel and features are a fresh site's.
 */
export async function seed(db: Db, brand: SeedBrand = getBrand(DEFAULT_BRAND_ID)): Promise<void> {
  assertKnownCurrency(brand);
  if (!COUNTRIES.some(([code]) => code === brand.country)) {
    throw new Error(
      `The brand's country ${brand.country} is not one of ${COUNTRIES.map(([c]) => c).join(', ')}`,
    );
  }
  await db.transaction(async (tx) => {
    await seedLanguages(tx);
    await seedCurrencies(tx, brand);
    await seedCountries(tx, brand);
    await seedBanks(tx);
    await seedContactChannels(tx, brand);
    await seedSettings(tx, brand);
    await seedPerLanguage(tx, brand.name);
    await seedDeposits(tx);
    await seedGames(tx);
    await seedProfileContent(tx);
    await seedCashback(tx);
    await seedAffiliate(tx);
    await seedPromotions(tx);
    await seedCoupons(tx);
    await seedMoneyTriggers(tx);
    await seedMemberLevels(tx);
    await seedRewards(tx);
    await seedFreeSpins(tx);
    // After the free-spin offers, which quests may pay.
    await seedQuests(tx);
    await seedEngagement(tx);
    await seedBanners(tx);
    for (const page of PAGE_GROUPS) {
      await tx.query(
        'INSERT INTO script_tag_configs (page_name) VALUES ($1) ON CONFLICT (page_name) DO NOTHING',
        [page],
      );
    }
  });
}

/**
 * A language's site texts naming the site: the translations say "Casino" (capitalised) only where they
 * mean the site's name; the generic word is lower case in every language ("live casino", "casino en vivo").
 */
function withSiteName<T extends object>(texts: T, siteName: string): T {
  const named = (value: unknown): unknown =>
    typeof value === 'string'
      ? value.replaceAll('Casino', siteName)
      : Array.isArray(value)
        ? value.map(named)
        : value;
  return Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, named(value)])) as T;
}

/** The brand's currency must be one the platform knows, with the same minor-unit digits. */
function assertKnownCurrency({ currency }: Pick<BrandConfig, 'currency'>) {
  const known = CURRENCIES.find((c) => c.code === currency.code);
  if (!known || known.scale !== currency.digits) {
    const codes = CURRENCIES.map((c) => `${c.code} (${c.scale} digits)`).join(', ');
    throw new Error(
      `The brand's currency ${currency.code} (${currency.digits} digits) is not one of ${codes}`,
    );
  }
}

/** One round trip per table: the rows travel as one JSON array, unpacked by jsonb_to_recordset. */
const rowsParam = (rows: object[]) => [JSON.stringify(rows)];

async function seedLanguages(tx: Queryable) {
  const rows = LANGUAGES.map((l, index) => ({ ...l, is_default: l.code === 'en', sort_order: index }));
  await tx.query(
    `INSERT INTO languages (code, name, native_name, is_default, is_member, sort_order)
     SELECT code, name, native_name, is_default, true, sort_order
       FROM jsonb_to_recordset($1::jsonb) AS x(code text, name text, native_name text, is_default boolean, sort_order int)
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, native_name = EXCLUDED.native_name,
       sort_order = EXCLUDED.sort_order`,
    rowsParam(rows),
  );
}

async function seedCurrencies(tx: Queryable, brand: SeedBrand) {
  const region = CURRENCIES.find((c) => c.code === brand.currency.code)?.region;
  await tx.query(
    `INSERT INTO currencies (code, name, symbol, is_following, enable_decimal, is_crypto, scale)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(code text, name text, symbol text, is_following boolean,
       enable_decimal boolean, is_crypto boolean, scale int)
     ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, symbol = EXCLUDED.symbol,
       is_following = EXCLUDED.is_following, enable_decimal = EXCLUDED.enable_decimal,
       is_crypto = EXCLUDED.is_crypto, scale = EXCLUDED.scale`,
    rowsParam(CURRENCIES.filter((c) => c.region === region)),
  );
  // Every fiat currency is offered in every language until an operator narrows it down.
  await tx.query(
    `INSERT INTO currency_languages (currency_id, language_id)
     SELECT c.id, l.id FROM currencies c CROSS JOIN languages l
     ON CONFLICT (currency_id, language_id) DO NOTHING`,
  );
}

async function seedCountries(tx: Queryable, brand: SeedBrand) {
  const rows = COUNTRIES.map(([code, name, dial, min, max]) => ({
    code,
    name,
    dial,
    min,
    max,
    is_default: code === brand.country,
  }));
  await tx.query(
    `INSERT INTO countries (country_code, country_name, dial_code, phone_min_length, phone_max_length, is_default)
     SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(code text, name text, dial text, min int, max int, is_default boolean)
     ON CONFLICT (country_code) DO UPDATE SET country_name = EXCLUDED.country_name,
       dial_code = EXCLUDED.dial_code, phone_min_length = EXCLUDED.phone_min_length,
       phone_max_length = EXCLUDED.phone_max_length, is_default = EXCLUDED.is_default`,
    rowsParam(rows),
  );
}

async function seedBanks(tx: Queryable) {
  const rows = Object.entries(BANKS).flatMap(([currency, banks]) =>
    banks.map(([code, name, lengths]) => ({ currency, code, name, lengths })),
  );
  await tx.query(
    `INSERT INTO banks (currency_id, bank_code, bank_name, account_lengths)
     SELECT c.id, x.code, x.name, ARRAY(SELECT jsonb_array_elements_text(x.lengths)::int)
       FROM jsonb_to_recordset($1::jsonb) AS x(currency text, code text, name text, lengths jsonb)
       JOIN currencies c ON c.code = x.currency
     ON CONFLICT (currency_id, bank_code) DO UPDATE SET bank_name = EXCLUDED.bank_name,
       account_lengths = EXCLUDED.account_lengths`,
    rowsParam(rows),
  );
}

async function seedContactChannels(tx: Queryable, brand: SeedBrand) {
  await tx.query(
    `INSERT INTO contact_channels (contact_code_name, name, contact_link, is_default)
     SELECT * FROM jsonb_to_recordset($1::jsonb)
       AS x(contact_code_name text, name text, contact_link text, is_default boolean)
     ON CONFLICT (name) DO NOTHING`,
    rowsParam(contactChannels(brand)),
  );
}

async function seedSettings(tx: Queryable, brand: SeedBrand) {
  const rows = [
    { key: 'global_config', value: globalConfig(brand) },
    { key: 'general_config', value: generalConfig(brand) },
    { key: 'sticky_config', value: STICKY_CONFIG },
    { key: 'custom_function', value: customFunctionBase(brand) },
  ];
  await tx.query(
    `INSERT INTO settings (key, value) SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(key text, value jsonb)
     ON CONFLICT (key) DO NOTHING`,
    rowsParam(rows),
  );
}

async function seedPerLanguage(tx: Queryable, siteName: string) {
  const texts = LANGUAGE_CODES.map((code) => {
    const t = withSiteName(TEXTS[code], siteName);
    return {
      code,
      title: t.title,
      description: t.description,
      min_length: PASSWORD_MIN_LENGTH_8.has(code) ? 8 : 6,
      footer: {
        about: t.about,
        links: [
          { label: t.links[0], href: '/terms-and-conditions' },
          { label: t.links[1], href: '/privacy-policy' },
          { label: t.links[2], href: '/cookies-policy' },
        ],
        payment_logos: [],
        copyright: t.copyright,
      },
      announcements: [{ id: 1, message: t.announcement }],
    };
  });
  const perLanguage = `jsonb_to_recordset($1::jsonb) AS x(code text, title text, description text, min_length int,
    footer jsonb, announcements jsonb) JOIN languages l ON l.code = x.code`;
  await tx.query(
    `INSERT INTO custom_function_translations (language_id, footer_data, announcement_data)
     SELECT l.id, x.footer, x.announcements FROM ${perLanguage}
     ON CONFLICT (language_id) DO UPDATE SET footer_data = EXCLUDED.footer_data,
       announcement_data = EXCLUDED.announcement_data`,
    rowsParam(texts),
  );
  await tx.query(
    `INSERT INTO system_configs (language_id, site_name, logo_url, support_email)
     SELECT l.id, $2, '/logo.svg', 'support@casino.example' FROM ${perLanguage}
     ON CONFLICT (language_id) DO NOTHING`,
    [...rowsParam(texts), siteName],
  );
  await tx.query(
    // Each language's default row (page groups have none until staff add one); staff edit it, so it is
    // only inserted when missing.
    `INSERT INTO seo_configs (language_id, page_name, title, metadata, og_title, og_image, description)
     SELECT l.id, 'default', x.title, x.description, x.title, '/og-image.png', x.description FROM ${perLanguage}
     ON CONFLICT (language_id, page_name) DO NOTHING`,
    rowsParam(texts),
  );
  await tx.query(
    `INSERT INTO password_configs (language_id, min_length, max_length, require_lowercase, require_uppercase, require_digit)
     SELECT l.id, x.min_length, 64, true, true, true FROM ${perLanguage}
     ON CONFLICT (language_id) DO NOTHING`,
    rowsParam(texts),
  );
  const keyed = (
    keys: readonly string[],
    pick: (code: (typeof LANGUAGE_CODES)[number]) => readonly string[],
  ) => LANGUAGE_CODES.flatMap((code) => keys.map((key, i) => ({ code, key, text: pick(code)[i] })));
  const localizedList = `jsonb_to_recordset($1::jsonb) AS x(code text, key text, text text) JOIN languages l ON l.code = x.code`;
  await tx.query(
    `INSERT INTO security_questions (language_id, question_key, question)
     SELECT l.id, x.key, x.text FROM ${localizedList}
     ON CONFLICT (language_id, question_key) DO UPDATE SET question = EXCLUDED.question`,
    rowsParam(keyed(QUESTION_KEYS, (code) => TEXTS[code].questions)),
  );
  await tx.query(
    `INSERT INTO register_channels (language_id, channel_key, name)
     SELECT l.id, x.key, x.text FROM ${localizedList}
     ON CONFLICT (language_id, channel_key) DO UPDATE SET name = EXCLUDED.name`,
    rowsParam(keyed(CHANNEL_KEYS, (code) => TEXTS[code].channels)),
  );
}
