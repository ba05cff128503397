import { isHTTPError, isNetworkError, isTimeoutError } from 'ky';
import { CORRELATION_HEADER, loadErrorBody } from '@casino/contracts';
import type { ApiError, ErrorReason, FieldError } from '@casino/contracts';

/** Code of an ApiError when no reply arrived (offline, refused, timed out). */
export const NO_REPLY_CODE = 0;

/** The contracts' Error object as a throwable, so stacks and `instanceof` survive react-query. */
export class ApiRequestError extends Error implements ApiError {
  readonly code: number;
  readonly reason: ErrorReason | undefined;
  readonly errors: FieldError[];
  readonly headers: Record<string, string>;
  readonly CorrelationID: string;

  constructor(fields: ApiError) {
    super(fields.message);
    this.name = 'ApiRequestError';
    this.code = fields.code;
    this.reason = fields.reason;
    this.errors = fields.errors;
    this.headers = fields.headers;
    this.CorrelationID = fields.CorrelationID;
  }
}

export function isApiError(error: unknown): error is ApiRequestError {
  return error instanceof ApiRequestError;
}

export function headersToRecord(headers: Headers): Record<string, string> {
  return Object.fromEntries(headers.entries());
}

/** The reply's CorrelationID when the server echoed one, else the one we sent (still a usable TraceID). */
export function replyCorrelationId(headers: Headers | undefined, sent: string): string {
  return headers?.get(CORRELATION_HEADER) ?? sent;
}

/**
 * Turns whatever ky or the network threw into the Error object; `sentId` is this call's CorrelationID. The
 * error body's schema loads with the first failed reply (zod stays out of the first load).
 */
export async function toApiError(error: unknown, sentId: string): Promise<ApiRequestError> {
  if (error instanceof ApiRequestError) return error;
  if (isHTTPError(error)) {
    const { response } = error;
    // When the schema cannot load (offline), the reply's status still says what failed.
    const body = await loadErrorBody().then(
      (ErrorBody) => ErrorBody.safeParse(error.data),
      () => ({ success: false }) as const,
    );
    return new ApiRequestError({
      code: response.status,
      message: body.success ? body.data.message : response.statusText || `HTTP ${response.status}`,
      reason: body.success ? body.data.reason : undefined,
      errors: body.success ? (body.data.errors ?? []) : [],
      headers: headersToRecord(response.headers),
      CorrelationID: replyCorrelationId(response.headers, sentId),
    });
  }
  const message =
    isNetworkError(error) || isTimeoutError(error) || error instanceof Error ? error.message : String(error);
  return new ApiRequestError({
    code: NO_REPLY_CODE,
    message,
    reason: undefined,
    errors: [],
    headers: {},
    CorrelationID: sentId,
  });
}
