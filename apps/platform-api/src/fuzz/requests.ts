import { CORRELATION_HEADER, DISPLAY_CODES, LANGUAGE_CODES } from '@casino/contracts';
import type { LanguageCode } from '@casino/contracts';
import fc from 'fast-check';
import qs from 'qs';
import type { Operation } from './operations';
import { fillPath } from './operations';
import { NASTY_STRINGS, anyJson, fuzzValue } from './schema-arbitrary';

/** A request as `app.inject` takes it, plus what the checks need to know about it. */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  language: LanguageCode;
  /** The CorrelationID sent, when a well-formed one was (the reply must echo it). */
  correlationId: string | null;
}

const NON_ENGLISH = LANGUAGE_CODES.filter((code) => code !== 'en');

/** Accept-Language of a non-English site language, as a browser sends it (BCP 47 tag, English second). */
const language = fc.constantFrom(...NON_ENGLISH);

/** Sane ids (echoed), junk (replaced by a fresh one) or none. */
const correlation = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9._:-]{8,40}$/).map((id) => ({ sent: id, sane: true })),
  fc
    .constantFrom(...NASTY_STRINGS.filter((s) => /^[\x20-\x7e]*$/.test(s)))
    .map((s) => ({ sent: s, sane: false })),
  fc.constant({ sent: null, sane: false }),
);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Multipart bodies as browsers and attackers send them: images, HTML named .png, no file, junk. */
const multipart = fc
  .record({
    field: fc.constantFrom('file', 'image', ''),
    filename: fc.constantFrom('slip.png', 'slip.exe', 'x.html', '../../etc/passwd', ''),
    type: fc.constantFrom('image/png', 'text/html', 'application/octet-stream'),
    content: fc.oneof(
      fc.constant(Buffer.concat([PNG, Buffer.alloc(32, 1)])),
      fc.constant(Buffer.from('<html><script>alert(1)</script></html>')),
      fc.uint8Array({ maxLength: 256 }).map((a) => Buffer.from(a)),
    ),
    broken: fc.boolean(),
  })
  .map(({ field, filename, type, content, broken }) => {
    const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
    const tail = broken ? '' : `\r\n--${boundary}--\r\n`;
    return {
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([Buffer.from(head), content, Buffer.from(tail)]),
    };
  });

/** The body: mostly JSON from the schema (valid or broken), sometimes malformed or mislabelled. */
function bodyOf(op: Operation): fc.Arbitrary<{ contentType?: string; payload?: string | Buffer }> {
  if (op.multipart) {
    return fc.oneof(
      { weight: 4, arbitrary: multipart },
      { weight: 1, arbitrary: fc.constant({ contentType: 'application/json', payload: '{}' }) },
      { weight: 1, arbitrary: fc.constant({}) },
    );
  }
  if (!op.body) return fc.constant({});
  const json = fuzzValue(op.body.schema).map((value) => ({
    contentType: 'application/json',
    payload: JSON.stringify(value) ?? 'null',
  }));
  return fc.oneof(
    { weight: 8, arbitrary: json },
    {
      weight: 1,
      arbitrary: fc
        .constantFrom('{"a":', '', '[]', 'null', '{"__proto__":{"x":1}}')
        .map((payload) => ({ contentType: 'application/json', payload })),
    },
    {
      weight: 1,
      arbitrary: anyJson.map((v) => ({ contentType: 'text/plain', payload: JSON.stringify(v) ?? '' })),
    },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

function queryOf(op: Operation): fc.Arbitrary<string> {
  if (op.query.length === 0) {
    return fc.oneof(
      fc.constant(''),
      anyJson.map((v) => qs.stringify({ unexpected: v })),
    );
  }
  const shape = Object.fromEntries(op.query.map((p) => [p.name, fuzzValue(p.schema)]));
  const required = op.query.filter((p) => p.required).map((p) => p.name);
  return fc.record(shape, { requiredKeys: required }).map((query) => qs.stringify(query));
}

function pathOf(op: Operation): fc.Arbitrary<string> {
  if (op.pathParams.length === 0) return fc.constant(op.path);
  const shape = Object.fromEntries(
    op.pathParams.map((p) => [
      p.name,
      fc.oneof(
        { weight: 3, arbitrary: fc.integer({ min: 1, max: 30 }) },
        { weight: 2, arbitrary: fuzzValue(p.schema) },
        {
          weight: 1,
          arbitrary: fc.constantFrom(...NASTY_STRINGS.filter((s) => s.length > 0 && s.length < 100)),
        },
      ),
    ]),
  );
  return fc.record(shape).map((values) => fillPath(op.path, values));
}

/** Requests for one operation, with the given Authorization header (or none). */
export function requestsFor(op: Operation, authorization: string | null): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({ path: pathOf(op), query: queryOf(op), body: bodyOf(op), language, correlation })
    .map(({ path, query, body, language, correlation }) => {
      const headers: Record<string, string> = {
        'accept-language': `${DISPLAY_CODES[language]},en;q=0.5`,
      };
      if (authorization) headers['authorization'] = authorization;
      if (correlation.sent !== null) headers[CORRELATION_HEADER] = correlation.sent;
      if (body.contentType) headers['content-type'] = body.contentType;
      return {
        method: op.method,
        url: query ? `${path}?${query}` : path,
        headers,
        ...(body.payload !== undefined ? { payload: body.payload } : {}),
        language,
        correlationId: correlation.sane ? correlation.sent : null,
      };
    });
}
