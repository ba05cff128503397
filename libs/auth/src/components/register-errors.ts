import type { UseFormSetError } from 'react-hook-form';
import { isApiError } from '@casino/api-client';
import { vmsg } from '@casino/contracts';
import { serverFieldMessage } from '../errors';
import type { RegistrationInput } from './register-schema';

type RegisterField = keyof RegistrationInput;

/** Server field paths (`body.username`) onto form fields; the username is shown as the phone field. */
function formFieldOf(serverField: string): RegisterField {
  const name = serverField.replace(/^body\./, '');
  return (name === 'username' ? 'phone' : name) as RegisterField;
}

/**
 * Puts a failed registration on the form: each server field error on its field (the first one
 * focused), a taken username or a refused referral code on theirs, anything else at the form's root.
 */
export function placeRegisterError(
  error: unknown,
  setError: UseFormSetError<RegistrationInput>,
  errorText: (error: unknown) => string,
) {
  if (!isApiError(error)) {
    setError('root', { message: errorText(error) });
    return;
  }
  const placed = error.errors.filter((e) => e.field.startsWith('body.'));
  placed.forEach((fieldError, index) =>
    setError(
      formFieldOf(fieldError.field),
      {
        message:
          error.reason === 'USERNAME_TAKEN' ? errorText(error) : serverFieldMessage(fieldError.message),
      },
      { shouldFocus: index === 0 },
    ),
  );
  if (placed.length > 0) return;
  if (error.reason === 'USERNAME_TAKEN')
    setError('phone', { message: errorText(error) }, { shouldFocus: true });
  else if (error.reason === 'INVALID_REFERRAL_CODE')
    setError('ref_code', { message: vmsg('invalid_referral') }, { shouldFocus: true });
  else setError('root', { message: errorText(error) });
}
