import type { ErrorBody, ErrorReason, FieldError } from '@casino/contracts';

/** Feathers-style error names by status, as the client's error object expects. */
const NAMES: Record<number, string> = {
  400: 'BadRequest',
  401: 'NotAuthenticated',
  403: 'Forbidden',
  404: 'NotFound',
  405: 'MethodNotAllowed',
  409: 'Conflict',
  413: 'PayloadTooLarge',
  415: 'UnsupportedMediaType',
  429: 'TooManyRequests',
  500: 'GeneralError',
  503: 'Unavailable',
};

/** An error a handler throws on purpose; the central handler turns it into an ErrorBody. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly reason: ErrorReason,
    message: string,
    readonly errors?: FieldError[],
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function errorBody(
  code: number,
  reason: ErrorReason,
  message: string,
  errors?: FieldError[],
): ErrorBody {
  return {
    code,
    name: NAMES[code] ?? (code >= 500 ? 'GeneralError' : 'BadRequest'),
    reason,
    message,
    ...(errors && errors.length > 0 ? { errors } : {}),
  };
}

/** English texts of the errors the server raises itself; the web localizes by `reason`. */
export const MESSAGES = {
  notAuthenticated: 'Not authenticated',
  invalidCredentials: 'Username or password is incorrect',
  usernameTaken: 'This username is already taken',
  invalidReferral: 'Invalid referral code',
  rateLimited: 'Too many requests, please try again later',
  validation: 'Some fields are invalid',
  malformedJson: 'The request body is not valid JSON',
  bodyTooLarge: 'The request body is too large',
  unsupportedMediaType: 'Unsupported content type',
  notFound: 'Not found',
  internal: 'Internal server error',
  unavailable: 'Service unavailable',
} as const;

export const fieldError = (field: string, message: string): FieldError => ({ field, message });
