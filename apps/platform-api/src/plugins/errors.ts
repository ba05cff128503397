import { CORRELATION_HEADER, englishMessage } from '@casino/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, MESSAGES, errorBody, fieldError } from '../http/errors';
import { isApiPath } from '../http/prefixes';

const CONTEXT_NAMES: Record<string, string> = {
  querystring: 'query',
  body: 'body',
  params: 'params',
  headers: 'headers',
};

interface ZodIssueLike {
  instancePath: string;
  message: string;
  keyword: string;
  params: { keys?: string[] };
}

/** One field error per issue; unknown keys are named one by one. */
function fieldErrors(context: string, issues: ZodIssueLike[]) {
  return issues.flatMap((issue) => {
    const path = issue.instancePath.split('/').filter(Boolean);
    const base = [context, ...path].join('.');
    if (issue.keyword === 'unrecognized_keys' && issue.params.keys) {
      return issue.params.keys.map((key) => fieldError(`${base}.${key}`, 'Unknown field'));
    }
    return [fieldError(base, englishMessage(issue.message))];
  });
}

/**
 * PostgreSQL refusing a bound parameter the caller sent: a number beyond an integer column (SQLSTATE
 * 22003 while converting the input; arithmetic overflow says "integer out of range" and stays a 500), or
 * text PostgreSQL cannot store (22021: a NUL character). The contracts allow both, so they are the
 * caller's: no such row.
 */
function isRefusedParameter(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (code === '22021') return true;
  return (
    code === '22003' &&
    typeof message === 'string' &&
    /^value ".*" is out of range for type (integer|smallint|bigint)$/.test(message)
  );
}

/**
 * Fastify's `frameworkErrors`: the router refuses a URL it cannot decode (FST_ERR_BAD_URL) or a path
 * parameter over `maxParamLength` (FST_ERR_MAX_PARAM_LENGTH) before any hook runs, so without this the
 * caller got Fastify's own body and no CorrelationID. Neither id could name anything: a 400 like any
 * other bad id.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  reply.header(CORRELATION_HEADER, request.id).header('Access-Control-Expose-Headers', CORRELATION_HEADER);
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.code(400).send(errorBody(400, 'VALIDATION_FAILED', MESSAGES.validation));
  }
  request.log.error({ err: error }, 'request failed in the router');
  return reply.code(500).send(errorBody(500, 'INTERNAL', MESSAGES.internal));
}

/** The one place failures become the contract's ErrorBody; 5xx never carries internals. */
export default fp(
  async function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        reply.headers(error.headers);
        return reply
          .code(error.statusCode)
          .send(errorBody(error.statusCode, error.reason, error.message, error.errors));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const context = CONTEXT_NAMES[error.validationContext ?? 'body'] ?? 'body';
        const errors = fieldErrors(context, error.validation as unknown as ZodIssueLike[]);
        return reply.code(400).send(errorBody(400, 'VALIDATION_FAILED', MESSAGES.validation, errors));
      }
      switch (error.code) {
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
          return reply.code(400).send(errorBody(400, 'MALFORMED_JSON', MESSAGES.malformedJson));
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return reply.code(413).send(errorBody(413, 'BODY_TOO_LARGE', MESSAGES.bodyTooLarge));
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return reply
            .code(415)
            .send(errorBody(415, 'UNSUPPORTED_MEDIA_TYPE', MESSAGES.unsupportedMediaType));
      }
      if (isRefusedParameter(error)) {
        return reply.code(400).send(errorBody(400, 'VALIDATION_FAILED', MESSAGES.validation));
      }
      if (error instanceof SyntaxError) {
        return reply.code(400).send(errorBody(400, 'MALFORMED_JSON', MESSAGES.malformedJson));
      }
      const status = error.statusCode ?? 500;
      if (status === 429) return reply.code(429).send(errorBody(429, 'RATE_LIMITED', MESSAGES.rateLimited));
      if (status >= 400 && status < 500) {
        return reply.code(status).send(errorBody(status, 'VALIDATION_FAILED', error.message));
      }
      request.log.error({ err: error }, 'request failed');
      return reply.code(500).send(errorBody(500, 'INTERNAL', MESSAGES.internal));
    });

    app.setNotFoundHandler((request, reply) => {
      if (app.serveWebShell && request.method === 'GET' && !isApiPath(request.url)) {
        return app.serveWebShell(request, reply);
      }
      return reply.code(404).send(errorBody(404, 'NOT_FOUND', MESSAGES.notFound));
    });
  },
  { name: 'errors' },
);
