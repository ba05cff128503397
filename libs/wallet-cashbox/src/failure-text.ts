import { useTranslation } from 'react-i18next';
import { isApiError } from '@casino/api-client';
import { apiErrorMessage } from '@casino/i18n';

/** A failed call's text for an inline message: its reason's translation, else the server's message. */
export function useFailureText() {
  const { t, i18n } = useTranslation('errors');
  return (error: unknown) => (isApiError(error) ? apiErrorMessage(i18n.t, error) : t('unknown'));
}
