import { LANGUAGE_CODES } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function get<T = { total: number; limit: number; skip: number; data: Record<string, unknown>[] }>(
  url: string,
) {
  const res = await t.app.inject({ method: 'GET', url });
  return { status: res.statusCode, body: res.json<T>() };
}

describe('GET /pbgapi/pb/language', () => {
  it('lists the 15 member languages with the default first', async () => {
    const { status, body } = await get('/pbgapi/pb/language?is_member=1&$sort[is_default]=-1&$limit=50');
    expect(status).toBe(200);
    expect(body.total).toBe(15);
    expect(body.data.map((l) => l['code']).sort()).toEqual([...LANGUAGE_CODES].sort());
    expect(body.data[0]).toMatchObject({ code: 'en', is_default: true, native_name: 'English' });
    expect(body.data.find((l) => l['code'] === 'th')).toMatchObject({
      native_name: 'ไทย',
      is_default: false,
    });
  });

  it('honours $limit and $skip and reports the full total', async () => {
    const { body } = await get('/pbgapi/pb/language?$limit=5&$skip=10&$sort[id]=1');
    expect(body).toMatchObject({ total: 15, limit: 5, skip: 10 });
    expect(body.data).toHaveLength(5);
    const all = await get('/pbgapi/pb/language?$limit=50&$sort[id]=1');
    expect(body.data.map((l) => l['id'])).toEqual(all.body.data.slice(10, 15).map((l) => l['id']));
  });

  it('defaults $limit to 20 and filters by code', async () => {
    const { body } = await get('/pbgapi/pb/language?code=jp');
    expect(body).toMatchObject({ total: 1, limit: 20, skip: 0 });
    expect(body.data[0]).toMatchObject({ code: 'jp', native_name: '日本語' });
  });

  it.each([
    ['$limit=abc', 'query.$limit'],
    ['$limit=-1', 'query.$limit'],
    ['$limit=100000', 'query.$limit'],
    ['$sort[name]=1', 'query.$sort.name'],
    ['$sort[id]=up', 'query.$sort.id'],
    ['is_member=maybe', 'query.is_member'],
    ['colour=red', 'query.colour'],
  ])('refuses the bad query %s naming %s', async (query, field) => {
    const res = await t.app.inject({ method: 'GET', url: `/pbgapi/pb/language?${query}` });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ reason: string; errors: { field: string }[] }>();
    expect(body.reason).toBe('VALIDATION_FAILED');
    expect(body.errors.map((e) => e.field)).toContain(field);
  });
});

describe('currencies', () => {
  it('lists THB and MYR sorted by code with their symbols and decimals', async () => {
    const { body } = await get('/pbgapi/pb/currency?$sort[code]=1');
    expect(body.data.map((c) => c['code'])).toEqual(['MYR', 'THB']);
    expect(body.data[1]).toMatchObject({ symbol: '฿', enable_decimal: false, scale: 2, is_crypto: false });
    expect(body.data[0]).toMatchObject({ symbol: 'RM', enable_decimal: true });
  });

  it('links every currency to every language', async () => {
    const thb = (await get('/pbgapi/pb/currency?$sort[code]=-1')).body.data[0];
    const { body } = await get(`/pbgapi/pb/currency-language?currency_id=${thb?.['id']}&$limit=50`);
    expect(body.total).toBe(15);
    expect(body.data.every((row) => row['currency_id'] === thb?.['id'] && row['is_active'] === true)).toBe(
      true,
    );
  });
});

describe('GET /pbgapi/pb/country-information', () => {
  it('lists the countries sorted by name, Thailand the default with +66', async () => {
    const { body } = await get('/pbgapi/pb/country-information?$limit=200');
    const names = body.data.map((c) => String(c['country_name']));
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(body.total).toBeGreaterThanOrEqual(19);
    expect(body.data.find((c) => c['is_default'])).toMatchObject({
      country_code: 'TH',
      dial_code: '+66',
      phone_min_length: 9,
      phone_max_length: 10,
    });
  });

  it('sorts descending on request and filters by code', async () => {
    const desc = await get('/pbgapi/pb/country-information?$sort[country_name]=-1&$limit=1');
    expect(desc.body.data[0]?.['country_name']).toBe('Vietnam');
    const my = await get('/pbgapi/pb/country-information?country_code=MY');
    expect(my.body.data).toEqual([expect.objectContaining({ country_name: 'Malaysia', dial_code: '+60' })]);
  });
});

describe('banks, questions, channels, contacts', () => {
  it('lists the Thai banks for THB with account lengths', async () => {
    const thb = (await get('/pbgapi/pb/currency?$sort[code]=-1')).body.data[0];
    const { body } = await get(`/pbgapi/pb/bank-currency-information?currency_id=${thb?.['id']}&$limit=50`);
    const codes = body.data.map((b) => b['bank_code']);
    expect(codes).toEqual(
      expect.arrayContaining(['KBANK', 'SCB', 'BBL', 'KTB', 'BAY', 'TTB', 'GSB', 'BAAC']),
    );
    expect(body.data.find((b) => b['bank_code'] === 'KBANK')).toMatchObject({ account_lengths: [10] });
  });

  it('needs a currency_id for banks', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pbgapi/pb/bank-currency-information' });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ errors: { field: string }[] }>().errors[0]?.field).toBe('query.currency_id');
  });

  it('lists translated security questions and register channels per language', async () => {
    const th = (await get('/pbgapi/pb/language?code=th')).body.data[0];
    const questions = await get(`/pbgapi/pb/security-question?language_id=${th?.['id']}`);
    expect(questions.body.total).toBeGreaterThanOrEqual(4);
    expect(String(questions.body.data[0]?.['question'])).toMatch(/[\u0E00-\u0E7F]/);
    const channels = await get(`/pbgapi/pb/user-register-channal?language_id=${th?.['id']}`);
    expect(channels.body.total).toBeGreaterThanOrEqual(6);
    expect(channels.body.data.map((c) => c['name'])).toContain('เพื่อนแนะนำ');
  });

  it('lists the seeded contact channel, a LINE link and the default', async () => {
    const { body } = await get('/pbgapi/pb/contact-channel');
    expect(body.data).toEqual([
      expect.objectContaining({ contact_code_name: 'others', name: 'LINE', is_default: true }),
    ]);
    const defaults = await get('/pbgapi/pb/contact-channel?is_default=1');
    expect(defaults.body.data).toEqual([expect.objectContaining({ name: 'LINE' })]);
  });
});
