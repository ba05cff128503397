import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CORRELATION_HEADER, ErrorBody } from '@casino/contracts';
import type { LanguageCode } from '@casino/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { REPO_ROOT } from '../config';
import type { FuzzRequest } from './requests';

const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;
const LOCALES = join(REPO_ROOT, 'libs/i18n/src/locales');
const errorTexts = new Map<LanguageCode, Record<string, string>>();

/**
 * The text the site shows for an error reason in a language. The API answers every error in English
 * with a machine reason; the site localizes by reason (libs/i18n `errors` namespace), so an error is
 * localized exactly when its reason has a text in the member's language.
 */
export function localizedErrorText(language: LanguageCode, reason: string): string | undefined {
  let texts = errorTexts.get(language);
  if (!texts) {
    texts = JSON.parse(readFileSync(join(LOCALES, language, 'errors.json'), 'utf8')) as Record<
      string,
      string
    >;
    errorTexts.set(language, texts);
  }
  const text = texts[reason];
  return typeof text === 'string' && text.trim() !== '' ? text : undefined;
}

/**
 * What is wrong with one reply, or null: no 5xx; a CorrelationID on every reply (the one sent when it
 * was well-formed); every 4xx an ErrorBody of its own status whose reason the site has a text for.
 */
export function problemsOf(request: FuzzRequest, res: LightMyRequestResponse): string | null {
  if (res.statusCode >= 500) return `${res.statusCode}: ${res.body.slice(0, 300)}`;
  const echoed = res.headers[CORRELATION_HEADER.toLowerCase()];
  if (typeof echoed !== 'string' || !SANE_ID.test(echoed))
    return `no CorrelationID header (${String(echoed)})`;
  if (request.correlationId && echoed !== request.correlationId) {
    return `CorrelationID ${echoed} is not the one sent (${request.correlationId})`;
  }
  if (res.statusCode < 400) return null;
  let json: unknown;
  try {
    json = res.json();
  } catch {
    return `${res.statusCode} without a JSON body: ${res.body.slice(0, 200)}`;
  }
  const parsed = ErrorBody.safeParse(json);
  if (!parsed.success) return `${res.statusCode} body is not an ErrorBody: ${res.body.slice(0, 300)}`;
  const body = parsed.data;
  if (body.code !== res.statusCode) return `body code ${body.code} differs from status ${res.statusCode}`;
  if (body.message.trim() === '') return `${res.statusCode} ${body.reason} with an empty message`;
  if (!localizedErrorText(request.language, body.reason)) {
    return `${body.reason} has no ${request.language} text in the errors namespace`;
  }
  return null;
}
