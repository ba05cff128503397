import { useTranslation } from 'react-i18next';
import { apiErrorMessage, translateValidation } from '@casino/i18n';
import { isApiError } from '@casino/api-client';

/** This library's text, from its `profile` namespace (typed keys: a missing one fails typecheck). */
export function useProfileText() {
  return useTranslation('profile').t;
}

/** Schema messages are keys (`max_length|{"max":100}`); anything else passes through. */
export function useValidationText() {
  const { i18n } = useTranslation(['validation', 'errors']);
  return (message: string | undefined) => (message ? translateValidation(i18n.t, message) : undefined);
}

/** A failed call as text: the localized message of its reason, else the server's own message. */
export function useFailureText() {
  const { i18n } = useTranslation(['errors', 'common']);
  return (error: unknown) => (isApiError(error) ? apiErrorMessage(i18n.t, error) : i18n.t('errors:unknown'));
}
