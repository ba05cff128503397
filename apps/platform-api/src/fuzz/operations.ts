import type { FastifyInstance } from 'fastify';
import type { JsonSchema } from './schema-arbitrary';

/** Who an operation is for, by its OpenAPI tag (http/route.ts and modules/admin/route.ts set them). */
export type Audience = 'public' | 'member' | 'admin';

export interface Parameter {
  name: string;
  schema: JsonSchema;
  required: boolean;
}

/** One OpenAPI operation, as the fuzzer and the IDOR test need it. */
export interface Operation {
  /** `GET /api/mb/memo/{id}`: stable across runs, used in coverage lists and failure messages. */
  key: string;
  method: string;
  /** The OpenAPI path template (`/api/mb/memo/{id}`). */
  path: string;
  audience: Audience;
  /** Whether the operation declares a security requirement (a member or staff token). */
  secured: boolean;
  pathParams: Parameter[];
  query: Parameter[];
  body: { schema: JsonSchema; required: boolean } | null;
  /** A POST without a JSON body: the multipart uploads. */
  multipart: boolean;
}

interface OpenApiOperation {
  tags?: string[];
  security?: unknown[];
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, { schema?: JsonSchema }> };
}

interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

const audienceOf = (tags: string[] | undefined): Audience =>
  tags?.includes('admin') ? 'admin' : tags?.includes('member') ? 'member' : 'public';

/** Every operation of the served OpenAPI document (GET /docs/json), in document order. */
export async function readOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/docs/json answered ${res.statusCode}`);
  const doc = res.json<OpenApiDocument>();
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(byMethod)) {
      const params = op.parameters ?? [];
      const pick = (where: string) =>
        params
          .filter((p) => p.in === where)
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required ?? false }));
      const json = op.requestBody?.content?.['application/json']?.schema;
      const verb = method.toUpperCase();
      operations.push({
        key: `${verb} ${path}`,
        method: verb,
        path,
        audience: audienceOf(op.tags),
        secured: (op.security?.length ?? 0) > 0,
        pathParams: pick('path'),
        query: pick('query'),
        body: json ? { schema: json, required: op.requestBody?.required ?? false } : null,
        multipart: verb === 'POST' && !json,
      });
    }
  }
  return operations;
}

/** A generated value as path text; objects (some without a prototype) as their JSON. */
const asText = (value: unknown): string =>
  value === undefined || value === null
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);

/** The path with its parameters filled in (each value URI-encoded). */
export function fillPath(path: string, values: Record<string, unknown>): string {
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => encodeURIComponent(asText(values[name])));
}
