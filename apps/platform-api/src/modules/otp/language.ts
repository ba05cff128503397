import type { LanguageCode } from '@casino/contracts';
import { DEFAULT_LANGUAGE, isLanguageCode, languageFromTag } from '@casino/contracts';
import type { FastifyRequest } from 'fastify';
import type { Queryable } from '../../db/types';

/** The first supported language of an Accept-Language header, by descending q. */
export function languageFromHeader(header: string | undefined): LanguageCode | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q) };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const code = languageFromTag(tag);
    if (code) return code;
  }
  return undefined;
}

/** The request's language: `language_id` when given and known, else Accept-Language, else English. */
export async function requestLanguage(
  db: Queryable,
  request: FastifyRequest,
  languageId?: number,
): Promise<LanguageCode> {
  if (languageId !== undefined) {
    const { rows } = await db.query<{ code: string }>('SELECT code FROM languages WHERE id = $1', [
      languageId,
    ]);
    const code = rows[0]?.code;
    if (isLanguageCode(code)) return code;
  }
  return languageFromHeader(request.headers['accept-language']) ?? DEFAULT_LANGUAGE;
}
