import { isApiError } from '@casino/api-client';
import { messageFromEnglish } from '@casino/contracts';
import type { ErrorReason } from '@casino/contracts';

export interface FailureRouting<Field extends string> {
  /** The form's own fields: server field errors on other names go to the form's failure. */
  fields: readonly Field[];
  /** A refusal whose reason belongs to one field (BANK_ACCOUNT_TAKEN on the account number). */
  reasonFields?: Partial<Record<ErrorReason, Field>> | undefined;
  /** Server field names that are another field here (`username` shown as `phone`). */
  serverFields?: Partial<Record<string, Field>> | undefined;
}

export interface PlacedFailure<Field extends string> {
  /** Per field, in the server's order: a validation key or the localized text to show under it. */
  fields: { name: Field; message: string }[];
  /** Shown for the whole form when no field takes the failure. */
  form: string | null;
}

/**
 * Where a failed submit shows: a reason that belongs to a field goes there with its text; the server's
 * field errors (`body.amount`) go onto the fields they name, their English turned back into validation
 * keys (or, for a refusal with its own reason, that reason's text); anything else (another reason, no
 * reply, a bug) is the form's failure.
 */
export function placeFailure<Field extends string>(
  error: unknown,
  routing: FailureRouting<Field>,
  failureText: (error: unknown) => string,
): PlacedFailure<Field> {
  if (!isApiError(error)) return { fields: [], form: failureText(error) };
  const reasonField = error.reason ? routing.reasonFields?.[error.reason] : undefined;
  if (reasonField) return { fields: [{ name: reasonField, message: failureText(error) }], form: null };
  const known = new Set<string>(routing.fields);
  // A validation message becomes its key; any other text of a refusal with its own reason is that reason's.
  const fieldMessage = (message: string) => {
    const key = messageFromEnglish(message);
    if (key !== message || !error.reason || error.reason === 'VALIDATION_FAILED') return key;
    return failureText(error);
  };
  const fields = error.errors.flatMap(({ field, message }) => {
    const serverName = field.replace(/^body\./, '');
    const name = routing.serverFields?.[serverName] ?? serverName;
    return known.has(name) ? [{ name: name as Field, message: fieldMessage(message) }] : [];
  });
  return fields.length > 0 ? { fields, form: null } : { fields: [], form: failureText(error) };
}
