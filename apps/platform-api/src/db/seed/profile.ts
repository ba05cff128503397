import type { LanguageCode, PolicyType } from '@casino/contracts';
import { LANGUAGE_CODES, REGISTER_TYPES } from '@casino/contracts';
import type { Queryable } from '../types';
import { POLICIES_EN } from './policy-en';
import { POLICIES_ASIA } from './policy-asia';
import { POLICIES_SOUTH } from './policy-south';
import { POLICIES_WEST } from './policy-west';

/** One policy page: a title and sections of a heading with plain-text paragraphs. */
export interface PolicyText {
  title: string;
  sections: { heading: string; paragraphs: string[] }[];
}
export type PolicySet = Record<PolicyType, PolicyText>;

export const POLICY_TEXTS: Record<LanguageCode, PolicySet> = {
  en: POLICIES_EN,
  ...POLICIES_ASIA,
  ...POLICIES_SOUTH,
  ...POLICIES_WEST,
};

/**
 * The profile module's seed: the legal pages of every language (inserted when missing, so operator
 * edits survive restarts) and, when REGISTER_TYPE is set, the custom function's register_type
 * (`phone` or `phone_otp`; the environment wins at every start so e2e runs can pick either).
 */
export async function seedProfileContent(tx: Queryable, env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const rows = LANGUAGE_CODES.flatMap((code) =>
    Object.entries(POLICY_TEXTS[code]).map(([type, text]) => ({
      code,
      type,
      title: text.title,
      sections: text.sections,
    })),
  );
  await tx.query(
    `INSERT INTO policies (language_id, policy_type, title, sections)
     SELECT l.id, x.type, x.title, x.sections
       FROM jsonb_to_recordset($1::jsonb) AS x(code text, type text, title text, sections jsonb)
       JOIN languages l ON l.code = x.code
     ON CONFLICT (language_id, policy_type) DO NOTHING`,
    [JSON.stringify(rows)],
  );

  const registerType = env['REGISTER_TYPE'];
  if (registerType === undefined || registerType === '') return;
  if (!(REGISTER_TYPES as readonly string[]).includes(registerType)) {
    throw new Error(`REGISTER_TYPE must be one of ${REGISTER_TYPES.join(', ')}, got "${registerType}"`);
  }
  await tx.query(
    `UPDATE settings SET value = jsonb_set(value, '{register_type}', to_jsonb($1::text)) WHERE key = 'custom_function'`,
    [registerType],
  );
}
