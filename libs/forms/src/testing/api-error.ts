import { ApiRequestError } from '@casino/api-client';
import type { ApiError } from '@casino/contracts';

/** A refused call as the api client throws it: a 400 VALIDATION_FAILED unless told otherwise. */
export function apiError(fields: Partial<ApiError> = {}): ApiRequestError {
  return new ApiRequestError({
    code: 400,
    message: 'Refused',
    reason: 'VALIDATION_FAILED',
    errors: [],
    headers: {},
    CorrelationID: 'trace-1',
    ...fields,
  });
}
