import { LANGUAGE_CODES } from '@casino/contracts';
import type { Db, Queryable } from '../types';
import {
  BANKS,
  CONTACT_CHANNELS,
  COUNTRIES,
  CURRENCIES,
  CUSTOM_FUNCTION_BASE,
  DEFAULT_COUNTRY,
  GENERAL_CONFIG,
  GLOBAL_CONFIG,
  LANGUAGES,
  PASSWORD_MIN_LENGTH_8,
  SCRIPT_TAG_PAGES,
  STICKY_CONFIG,
} from './reference-data';
import { CHANNEL_KEYS, QUESTION_KEYS, TEXTS } from './translations';

/**
 * Upserts the reference content by natural keys. Safe to run at every start: content is brought
 * back to the seed's values, ids stay stable, nothing a member created is touched. Operator-owned
 * settings (configs, script tags) are inserted only when missing, so edits survive restarts.
 */
export async function seed(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await seedLanguages(tx);
    await seedCurrencies(tx);
    await seedCountries(tx);
    await seedBanks(tx);
    await seedContactChannels(tx);
    await seedSettings(tx);
    await seedPerLanguage(tx);
    for (const page of SCRIPT_TAG_PAGES) {
      await tx.query(
        'INSERT INTO script_tag_configs (page_name) VALUES ($1) ON CONFLICT (page_name) DO NOTHING',
        [page],
      );
    }
  });
}

async function seedLanguages(tx: Queryable) {
  for (const [index, lang] of LANGUAGES.entries()) {
    await tx.query(
      `INSERT INTO languages (code, name, native_name, is_default, is_member, sort_order)
       VALUES ($1, $2, $3, $4, true, $5)
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, native_name = EXCLUDED.native_name,
         sort_order = EXCLUDED.sort_order`,
      [lang.code, lang.name, lang.native_name, lang.code === 'en', index],
    );
  }
}

async function seedCurrencies(tx: Queryable) {
  for (const c of CURRENCIES) {
    await tx.query(
      `INSERT INTO currencies (code, name, symbol, is_following, enable_decimal, is_crypto, scale)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name, symbol = EXCLUDED.symbol,
         is_following = EXCLUDED.is_following, enable_decimal = EXCLUDED.enable_decimal,
         is_crypto = EXCLUDED.is_crypto, scale = EXCLUDED.scale`,
      [c.code, c.name, c.symbol, c.is_following, c.enable_decimal, c.is_crypto, c.scale],
    );
  }
  // Every fiat currency is offered in every language until an operator narrows it down.
  await tx.query(
    `INSERT INTO currency_languages (currency_id, language_id)
     SELECT c.id, l.id FROM currencies c CROSS JOIN languages l
     ON CONFLICT (currency_id, language_id) DO NOTHING`,
  );
}

async function seedCountries(tx: Queryable) {
  for (const [code, name, dial, min, max] of COUNTRIES) {
    await tx.query(
      `INSERT INTO countries (country_code, country_name, dial_code, phone_min_length, phone_max_length, is_default)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (country_code) DO UPDATE SET country_name = EXCLUDED.country_name,
         dial_code = EXCLUDED.dial_code, phone_min_length = EXCLUDED.phone_min_length,
         phone_max_length = EXCLUDED.phone_max_length, is_default = EXCLUDED.is_default`,
      [code, name, dial, min, max, code === DEFAULT_COUNTRY],
    );
  }
}

async function seedBanks(tx: Queryable) {
  for (const [currency, banks] of Object.entries(BANKS)) {
    for (const [code, name, lengths] of banks) {
      await tx.query(
        `INSERT INTO banks (currency_id, bank_code, bank_name, account_lengths)
         SELECT id, $2, $3, $4::integer[] FROM currencies WHERE code = $1
         ON CONFLICT (currency_id, bank_code) DO UPDATE SET bank_name = EXCLUDED.bank_name,
           account_lengths = EXCLUDED.account_lengths`,
        [currency, code, name, lengths],
      );
    }
  }
}

async function seedContactChannels(tx: Queryable) {
  for (const c of CONTACT_CHANNELS) {
    await tx.query(
      `INSERT INTO contact_channels (contact_code_name, name, contact_link, is_default)
       VALUES ($1, $2, $3, $4) ON CONFLICT (name) DO NOTHING`,
      [c.contact_code_name, c.name, c.contact_link, c.is_default],
    );
  }
}

async function seedSettings(tx: Queryable) {
  const settings: [string, unknown][] = [
    ['global_config', GLOBAL_CONFIG],
    ['general_config', GENERAL_CONFIG],
    ['sticky_config', STICKY_CONFIG],
    ['custom_function', CUSTOM_FUNCTION_BASE],
  ];
  for (const [key, value] of settings) {
    await tx.query('INSERT INTO settings (key, value) VALUES ($1, $2::jsonb) ON CONFLICT (key) DO NOTHING', [
      key,
      JSON.stringify(value),
    ]);
  }
}

async function seedPerLanguage(tx: Queryable) {
  const ids = new Map(
    (await tx.query<{ id: number; code: string }>('SELECT id, code FROM languages')).rows.map((r) => [
      r.code,
      r.id,
    ]),
  );
  for (const code of LANGUAGE_CODES) {
    const languageId = ids.get(code);
    if (languageId === undefined) throw new Error(`language ${code} missing after seeding`);
    const t = TEXTS[code];
    const footer = {
      about: t.about,
      links: [
        { label: t.links[0], href: '/terms-and-conditions' },
        { label: t.links[1], href: '/privacy-policy' },
        { label: t.links[2], href: '/cookies-policy' },
      ],
      payment_logos: [],
      copyright: t.copyright,
    };
    await tx.query(
      `INSERT INTO custom_function_translations (language_id, footer_data, announcement_data)
       VALUES ($1, $2::jsonb, $3::jsonb)
       ON CONFLICT (language_id) DO UPDATE SET footer_data = EXCLUDED.footer_data,
         announcement_data = EXCLUDED.announcement_data`,
      [languageId, JSON.stringify(footer), JSON.stringify([{ id: 1, message: t.announcement }])],
    );
    await tx.query(
      `INSERT INTO system_configs (language_id, site_name, logo_url, support_email)
       VALUES ($1, 'Casino', '/logo.svg', 'support@casino.example')
       ON CONFLICT (language_id) DO NOTHING`,
      [languageId],
    );
    await tx.query(
      `INSERT INTO seo_configs (language_id, title, metadata, og_title, og_image, description)
       VALUES ($1, $2, $3, $2, '/og-image.png', $3)
       ON CONFLICT (language_id) DO UPDATE SET title = EXCLUDED.title, metadata = EXCLUDED.metadata,
         og_title = EXCLUDED.og_title, description = EXCLUDED.description`,
      [languageId, t.title, t.description],
    );
    await tx.query(
      `INSERT INTO password_configs (language_id, min_length, max_length, require_lowercase, require_uppercase, require_digit)
       VALUES ($1, $2, 64, true, true, true) ON CONFLICT (language_id) DO NOTHING`,
      [languageId, PASSWORD_MIN_LENGTH_8.has(code) ? 8 : 6],
    );
    for (const [i, key] of QUESTION_KEYS.entries()) {
      await tx.query(
        `INSERT INTO security_questions (language_id, question_key, question) VALUES ($1, $2, $3)
         ON CONFLICT (language_id, question_key) DO UPDATE SET question = EXCLUDED.question`,
        [languageId, key, t.questions[i]],
      );
    }
    for (const [i, key] of CHANNEL_KEYS.entries()) {
      await tx.query(
        `INSERT INTO register_channels (language_id, channel_key, name) VALUES ($1, $2, $3)
         ON CONFLICT (language_id, channel_key) DO UPDATE SET name = EXCLUDED.name`,
        [languageId, key, t.channels[i]],
      );
    }
  }
}
