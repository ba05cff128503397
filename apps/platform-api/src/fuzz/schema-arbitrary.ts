import fc from 'fast-check';

/** The subset of OpenAPI 3.0 schema keywords the contracts' JSON schemas use (no `$ref`s). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  /** OpenAPI 3.0: a flag on `minimum`/`maximum`. */
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  nullable?: boolean;
  default?: unknown;
}

/** Strings that have broken parsers, SQL and path handling elsewhere; each is a plausible attack. */
export const NASTY_STRINGS = [
  '',
  ' ',
  "' OR '1'='1",
  "1'; DROP TABLE users; --",
  '../../../../etc/passwd',
  '%00',
  '\u0000',
  '<script>alert(1)</script>',
  '{{7*7}}',
  '${jndi:ldap://x}',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '99999999999999999999999999999999',
  '-1',
  '0x10',
  '１２３',
  '\u202e\u0645\u0631\u062d\u0628\u0627',
  '🎰🎰🎰',
  'a'.repeat(5000),
  '__proto__',
  'constructor',
  'null',
  'true',
  '2024-02-30T25:61:00Z',
  '9999-12-31T23:59:59.999Z',
];

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

/** Values of no particular shape: wrong types for any field. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...NASTY_STRINGS),
  fc.integer(),
  fc.constantFrom(0, -1, MAX_SAFE, -MAX_SAFE, 2 ** 53 + 2, 1e308, 0.5, -0.000001),
  fc.boolean(),
  fc.constant(null),
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

const typesOf = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = schema.minLength ?? 0;
  const maxLength = Math.min(schema.maxLength ?? 40, Math.max(minLength, 40));
  if (schema.format === 'date-time') {
    return fc
      .date({
        min: new Date('2000-01-01T00:00:00Z'),
        max: new Date('2040-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString());
  }
  if (schema.format === 'date') {
    return fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2040-01-01T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((d) => d.toISOString().slice(0, 10));
  }
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'uri' || schema.format === 'url') return fc.webUrl();
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(schema.pattern))
        .filter((s) => s.length >= minLength && s.length <= (schema.maxLength ?? Infinity));
    } catch {
      // A pattern fast-check cannot generate from: plain strings, which mostly fail validation.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true;
  const exclusiveMax = schema.exclusiveMaximum === true;
  const lowest = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.minimum;
  const highest = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.maximum;
  if (integer) {
    const min = Math.max(
      lowest === undefined ? -1_000_000 : Math.ceil(lowest) + (exclusiveMin ? 1 : 0),
      -MAX_SAFE,
    );
    const max = Math.min(
      highest === undefined ? 1_000_000 : Math.floor(highest) - (exclusiveMax ? 1 : 0),
      MAX_SAFE,
    );
    // Small values hit real rows (ids 1..20) far more often than the whole safe range would.
    return fc.oneof(
      { weight: 3, arbitrary: fc.integer({ min: Math.max(min, 0), max: Math.max(Math.min(max, 30), min) }) },
      { weight: 1, arbitrary: fc.integer({ min, max: Math.max(min, max) }) },
    );
  }
  return fc.double({
    min: lowest ?? -1e6,
    max: highest ?? 1e6,
    minExcluded: exclusiveMin,
    maxExcluded: exclusiveMax,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function objectArb(schema: JsonSchema, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = schema.required ?? [];
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, sub] of Object.entries(properties)) shape[key] = validValue(sub, depth + 1);
  const record = fc.record(shape, { requiredKeys: required.filter((k) => k in properties) });
  const extra =
    typeof schema.additionalProperties === 'object' && Object.keys(properties).length === 0
      ? fc.dictionary(
          fc.string({ minLength: 1, maxLength: 10 }),
          validValue(schema.additionalProperties, depth + 1),
          {
            maxKeys: 3,
          },
        )
      : fc.constant({});
  return fc.tuple(record, extra).map(([r, e]) => ({ ...e, ...r }));
}

/** Values that conform to the schema as far as the generator can tell (patterns best effort). */
export function validValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants && variants.length > 0) return fc.oneof(...variants.map((v) => validValue(v, depth + 1)));
  if (schema.allOf && schema.allOf.length > 0) {
    // Intersections in the contracts are of objects: merge what each part generates.
    return fc
      .tuple(...schema.allOf.map((part) => validValue(part, depth + 1)))
      .map((parts) => Object.assign({}, ...parts.filter((p) => p && typeof p === 'object')));
  }
  const types = typesOf(schema);
  const arbs: fc.Arbitrary<unknown>[] = types.map((type) => {
    switch (type) {
      case 'string':
        return stringArb(schema);
      case 'integer':
        return numberArb(schema, true);
      case 'number':
        return numberArb(schema, false);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(validValue(schema.items ?? {}, depth + 1), {
          minLength: schema.minItems ?? 0,
          maxLength: Math.min(schema.maxItems ?? 4, Math.max(schema.minItems ?? 0, 4)),
        });
      case 'object':
        return objectArb(schema, depth);
      default:
        return anyJson;
    }
  });
  if (arbs.length === 0) {
    // No type: an object when it has properties, anything otherwise.
    if (schema.properties) arbs.push(objectArb(schema, depth));
    else arbs.push(anyJson);
  }
  if (schema.nullable) arbs.push(fc.constant(null));
  return arbs.length === 1 ? (arbs[0] as fc.Arbitrary<unknown>) : fc.oneof(...arbs);
}

/** Values just outside what the schema allows: bounds, lengths, types. */
function boundaryBreakers(schema: JsonSchema): unknown[] {
  const out: unknown[] = [];
  if (schema.minimum !== undefined) out.push(schema.minimum - 1, schema.minimum);
  if (schema.maximum !== undefined) out.push(schema.maximum + 1, schema.maximum);
  if (schema.minLength !== undefined && schema.minLength > 0) out.push('x'.repeat(schema.minLength - 1));
  if (schema.maxLength !== undefined) out.push('x'.repeat(schema.maxLength + 1));
  if (schema.maxItems !== undefined) out.push(Array.from({ length: schema.maxItems + 1 }, () => 1));
  return out;
}

/**
 * A mix of conforming values and values that break the schema somewhere: a field of the wrong type, a
 * bound crossed, a required key dropped, an unknown key added, a nasty string in place of a number.
 */
export function fuzzValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const broken = boundaryBreakers(schema);
  const arbs: fc.Arbitrary<unknown>[] = [validValue(schema, depth), anyJson];
  if (broken.length > 0) arbs.push(fc.constantFrom(...broken));
  if (typesOf(schema).includes('object') || schema.properties) {
    arbs.push(mutatedObject(schema, depth));
  }
  return fc.oneof(
    { weight: 4, arbitrary: arbs[0] as fc.Arbitrary<unknown> },
    ...arbs.slice(1).map((arbitrary) => ({ weight: 2, arbitrary })),
  );
}

/** A conforming object with one field fuzzed, one required field removed or one unknown field added. */
function mutatedObject(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const keys = Object.keys(schema.properties ?? {});
  const base = validValue(schema, depth) as fc.Arbitrary<Record<string, unknown>>;
  if (keys.length === 0) return base;
  return fc.tuple(base, fc.constantFrom(...keys), fc.nat({ max: 2 })).chain(([value, key, how]) => {
    if (how === 0) {
      const sub = (schema.properties ?? {})[key] ?? {};
      return (depth > 4 ? anyJson : fuzzValue(sub, depth + 1)).map((v) => ({ ...value, [key]: v }));
    }
    if (how === 1) {
      const copy = { ...value };
      delete copy[key];
      return fc.constant(copy);
    }
    return anyJson.map((v) => ({ ...value, ['unexpected_' + key]: v }));
  });
}
