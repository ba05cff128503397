import type { AdminEndpoint } from '@casino/contracts';
import { adminPath, ErrorBody } from '@casino/contracts';
import type { z } from 'zod';
import type { Call, CallRequest } from './command';

export interface ClientOptions {
  apiUrl: string;
  username: string;
  password: string;
  fetch?: typeof fetch;
}

/** A failure the API answered with its ErrorBody (or a non-JSON status). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly reason?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Staff calls over HTTP Basic; answers are checked against the contract's response schemas. */
export function createAdminClient(options: ClientOptions) {
  const doFetch = options.fetch ?? fetch;
  const authorization = `Basic ${Buffer.from(`${options.username}:${options.password}`).toString('base64')}`;

  async function call<E extends AdminEndpoint>(
    endpoint: E,
    request: CallRequest,
  ): Promise<z.output<E['response']>> {
    const url = new URL(adminPath(endpoint, request.params), options.apiUrl);
    for (const [key, value] of Object.entries(request.query ?? {})) url.searchParams.set(key, String(value));
    const res = await doFetch(url, {
      method: endpoint.method,
      headers: {
        authorization,
        accept: 'application/json',
        ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
    });
    const text = await res.text();
    const json: unknown = text ? JSON.parse(text) : undefined;
    if (!res.ok) {
      const error = ErrorBody.safeParse(json);
      throw new ApiError(
        res.status,
        error.success ? error.data.message : `HTTP ${res.status}`,
        error.data?.reason,
      );
    }
    return endpoint.response.parse(json) as z.output<E['response']>;
  }

  return { call: call as Call };
}

export type AdminClient = ReturnType<typeof createAdminClient>;
