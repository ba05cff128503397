import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '@casino/api-client';
import { placeFailure } from './place-failure';
import { apiError } from './testing/api-error';

const text = (error: unknown) => (error instanceof ApiRequestError ? `text of ${error.reason}` : 'unknown');

describe('placeFailure', () => {
  const fields = ['phone', 'password', 'ref_code'] as const;

  it('places server field errors on the fields they name, as validation keys', () => {
    const error = apiError({
      errors: [
        { field: 'body.password', message: 'At least 8 characters' },
        { field: 'query.limit', message: 'Too large' },
      ],
    });
    expect(placeFailure(error, { fields }, text)).toEqual({
      fields: [{ name: 'password', message: 'min_length|{"min":"8"}' }],
      form: null,
    });
  });

  it('renames server fields the form shows under another name', () => {
    const error = apiError({ errors: [{ field: 'body.username', message: 'Invalid phone number' }] });
    expect(placeFailure(error, { fields, serverFields: { username: 'phone' } }, text).fields).toEqual([
      { name: 'phone', message: 'invalid_phone' },
    ]);
  });

  it("says a field error of a refusal with its own reason in that reason's words", () => {
    const error = apiError({
      code: 409,
      reason: 'BANK_ACCOUNT_TAKEN',
      errors: [{ field: 'body.phone', message: 'Already registered (server English)' }],
    });
    expect(placeFailure(error, { fields }, text).fields).toEqual([
      { name: 'phone', message: 'text of BANK_ACCOUNT_TAKEN' },
    ]);
    const invalid = apiError({ errors: [{ field: 'body.phone', message: 'Between 100 and 500' }] });
    expect(placeFailure(invalid, { fields }, text).fields).toEqual([
      { name: 'phone', message: 'Between 100 and 500' },
    ]);
  });

  it("puts a field's reason on that field with the reason's text", () => {
    const error = apiError({
      reason: 'USERNAME_TAKEN',
      errors: [{ field: 'body.username', message: 'taken' }],
    });
    expect(placeFailure(error, { fields, reasonFields: { USERNAME_TAKEN: 'phone' } }, text)).toEqual({
      fields: [{ name: 'phone', message: 'text of USERNAME_TAKEN' }],
      form: null,
    });
  });

  it('leaves everything else to the form', () => {
    expect(placeFailure(apiError({ reason: 'RATE_LIMITED' }), { fields }, text)).toEqual({
      fields: [],
      form: 'text of RATE_LIMITED',
    });
    expect(placeFailure(new Error('bug'), { fields }, text)).toEqual({ fields: [], form: 'unknown' });
  });
});
