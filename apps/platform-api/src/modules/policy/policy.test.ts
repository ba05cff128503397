import type { Policy } from '@casino/contracts';
import { LANGUAGE_CODES, POLICY_TYPES } from '@casino/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POLICY_TEXTS } from '../../db/seed/profile';
import type { TestApp } from '../../test/harness';
import { createTestApp } from '../../test/harness';

let t: TestApp;
let languageIds: Record<string, number>;
beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.db.query<{ id: number; code: string }>('SELECT id, code FROM languages');
  languageIds = Object.fromEntries(rows.map((r) => [r.code, r.id]));
});
afterAll(() => t.close());

async function policies(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/pbgapi/pb/policy?${query}` });
  expect(res.statusCode).toBe(200);
  return res.json<{ total: number; data: Policy[] }>();
}

describe('GET /pbgapi/pb/policy', () => {
  it.each(LANGUAGE_CODES)('answers the three policies in %s', async (code) => {
    const body = await policies(`language_id=${languageIds[code]}`);
    expect(body.data.map((p) => p.policy_type)).toEqual([...POLICY_TYPES].sort());
    for (const policy of body.data) {
      expect(policy.language_id).toBe(languageIds[code]);
      expect(policy.title).toBe(POLICY_TEXTS[code][policy.policy_type].title);
      expect(policy.sections.length).toBeGreaterThan(0);
    }
  });

  it('filters by type and sorts', async () => {
    const one = await policies(`language_id=${languageIds['th']}&policy_type=privacy-policy`);
    expect(one).toMatchObject({
      total: 1,
      data: [{ policy_type: 'privacy-policy', title: 'นโยบายความเป็นส่วนตัว' }],
    });
    const desc = await policies(`language_id=${languageIds['en']}&$sort[policy_type]=-1`);
    expect(desc.data.map((p) => p.policy_type)).toEqual([...POLICY_TYPES].sort().reverse());
  });

  it('falls back to the default language where a language has no text', async () => {
    const es = languageIds['es'] ?? 0;
    await t.db.query(`DELETE FROM policies WHERE language_id = $1 AND policy_type = 'cookies-policy'`, [es]);
    const body = await policies(`language_id=${es}`);
    const cookies = body.data.find((p) => p.policy_type === 'cookies-policy');
    expect(cookies).toMatchObject({ language_id: languageIds['en'], title: 'Cookies Policy' });
    expect(body.data.find((p) => p.policy_type === 'privacy-policy')?.title).toBe('Política de Privacidad');
  });

  it('requires a language and refuses unknown types', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/pbgapi/pb/policy' })).statusCode).toBe(400);
    const res = await t.app.inject({
      method: 'GET',
      url: '/pbgapi/pb/policy?language_id=1&policy_type=refunds',
    });
    expect(res.statusCode).toBe(400);
  });
});

describe('policy seed texts', () => {
  it('translate every section of English in every language', () => {
    const en = POLICY_TEXTS.en;
    for (const code of LANGUAGE_CODES.filter((c) => c !== 'en')) {
      for (const type of POLICY_TYPES) {
        const text = POLICY_TEXTS[code][type];
        expect(
          text.sections.map((s) => s.paragraphs.length),
          `${code} ${type}`,
        ).toEqual(en[type].sections.map((s) => s.paragraphs.length));
        expect(text.title).not.toBe(en[type].title);
        text.sections.forEach((section, i) => {
          expect(section.paragraphs[0]).not.toBe(en[type].sections[i]?.paragraphs[0]);
        });
      }
    }
  });
});
