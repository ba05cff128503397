import { randomBytes } from 'node:crypto';
import { getBrand } from '@casino/brands';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, TEST_DB } from '../../test/harness';
import { loginMember, registerMember } from '../../test/members';
import { migrate } from '../migrate';
import { createPgliteDb } from '../pglite';
import { createPostgresDb } from '../postgres';
import type { Db } from '../types';
import { seed } from './seed';

const alpine = getBrand('alpine-crown');

/** A fresh database seeded for one brand (the shared template is the default brand's). */
async function brandDb(): Promise<{ db: Db; cleanup(): Promise<void> }> {
  if (TEST_DB === 'pglite') {
    const db = await createPgliteDb();
    await migrate(db);
    await seed(db, alpine);
    return { db, cleanup: () => db.close() };
  }
  const url = process.env['DATABASE_URL'];
  if (!url) throw new Error('TEST_DB=postgres needs DATABASE_URL');
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = createPostgresDb({ url, max: 1 });
  await admin.query(`CREATE SCHEMA ${schema}`);
  const db = createPostgresDb({ url, schema, max: 4 });
  await migrate(db);
  await seed(db, alpine);
  return {
    db,
    async cleanup() {
      await db.close();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

let t: Awaited<ReturnType<typeof brandDb>>;
beforeAll(async () => {
  t = await brandDb();
}, 120_000);
afterAll(() => t.cleanup());

const setting = async (key: string) =>
  (await t.db.query<{ value: Record<string, unknown> }>('SELECT value FROM settings WHERE key = $1', [key]))
    .rows[0]?.value;

describe(`the seed for the served brand (${TEST_DB})`, () => {
  it("makes the brand's currency the site's: offered first, in euros with cents", async () => {
    expect(await setting('general_config')).toMatchObject({
      default_currency_code: 'EUR',
      default_country_code: 'AT',
    });
    const countries = await t.db.query('SELECT country_code FROM countries WHERE is_default');
    expect(countries.rows).toEqual([{ country_code: 'AT' }]);
    const { rows } = await t.db.query<{ symbol: string; enable_decimal: boolean; scale: number }>(
      "SELECT symbol, enable_decimal, scale FROM currencies WHERE code = 'EUR'",
    );
    expect(rows).toEqual([{ symbol: '€', enable_decimal: true, scale: alpine.currency.digits }]);
    // Only its region's currencies: the registration form offers no baht on a euro site.
    const codes = await t.db.query<{ code: string }>('SELECT code FROM currencies ORDER BY code');
    expect(codes.rows).toEqual([{ code: 'EUR' }]);
  });

  it('gives euros deposit methods with euro-sized limits, and no Thai-only method', async () => {
    const { rows } = await t.db.query<{ code: string; min: string; max: string }>(
      `SELECT p.payment_type_code AS code, l.min_deposit::text AS min, l.max_deposit::text AS max
         FROM payment_type_currency_limits l JOIN payment_types p ON p.id = l.payment_type_id
         JOIN currencies c ON c.id = l.currency_id WHERE c.code = 'EUR' ORDER BY p.payment_type_code`,
    );
    expect(rows).toEqual([
      { code: 'AUTO_BANK', min: '1000', max: '1000000' },
      { code: 'BANK', min: '1000', max: '1000000' },
      { code: 'CRYPTO', min: '2000', max: '5000000' },
    ]);
  });

  it('names the site, colours it, and sets its contact channel and features from the brand', async () => {
    expect(await setting('global_config')).toMatchObject({ template_color: alpine.colors.brand });
    expect(await setting('custom_function')).toMatchObject({ privilege: alpine.features });
    expect((await setting('custom_function'))?.['privilege']).not.toContain('affiliate');
    const channels = await t.db.query('SELECT name, contact_link, is_default FROM contact_channels');
    expect(channels.rows).toEqual([
      { name: alpine.contact.name, contact_link: alpine.contact.link, is_default: true },
    ]);
    const names = await t.db.query<{ site_name: string }>('SELECT DISTINCT site_name FROM system_configs');
    expect(names.rows).toEqual([{ site_name: 'Alpine Crown' }]);
  });

  it('registers a new member in euros by default and shows their balance with two decimals', async () => {
    const app = await buildTestApp(t.db, { brand: alpine });
    try {
      const general = await app.inject({ url: '/pbgapi/pb/general-config' });
      const code = general.json<{ data: { default_currency_code: string }[] }>().data[0]
        ?.default_currency_code;
      const currencies = await app.inject({ url: '/pbgapi/pb/currency' });
      const euro = currencies
        .json<{ data: { id: number; code: string }[] }>()
        .data.find((c) => c.code === code);
      expect(euro?.code).toBe('EUR');
      const { body } = await registerMember(app, { currencyId: euro?.id });
      const { accessToken } = await loginMember(app, body.username);
      const wallet = await app.inject({
        url: '/api/mb/wallet',
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(wallet.statusCode).toBe(200);
      expect(wallet.json()).toMatchObject({
        data: [{ balance: '0.00', currency: { code: 'EUR', symbol: '€', enable_decimal: true } }],
      });
    } finally {
      await app.close();
    }
  });

  it('refuses a brand whose currency the platform does not know', async () => {
    const pounds = { ...alpine, currency: { code: 'GBP', digits: 2 } };
    await expect(seed(t.db, pounds)).rejects.toThrow(/GBP \(2 digits\) is not one of THB/);
  });
});
