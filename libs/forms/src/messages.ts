import { useTranslation } from 'react-i18next';
import { isApiError } from '@casino/api-client';
import { apiErrorMessage, translateValidation } from '@casino/i18n';

/**
 * Text of a schema message in the page's language: messages are VALIDATION_MESSAGES keys with their
 * parameters (`min_length|{"min":6}`); anything else (a server's localized text) passes through.
 */
export function useValidationText() {
  const { i18n } = useTranslation(['validation', 'errors']);
  return (message: string | undefined) => (message ? translateValidation(i18n.t, message) : undefined);
}

/** A failed call as text: the localized message of its reason, else the server's own, else 'unknown'. */
export function useFailureText() {
  const { i18n } = useTranslation(['errors', 'common']);
  return (error: unknown) => (isApiError(error) ? apiErrorMessage(i18n.t, error) : i18n.t('errors:unknown'));
}
