import { useTranslation } from 'react-i18next';
import { isApiError } from '@casino/api-client';
import { VALIDATION_MESSAGES, vmsg } from '@casino/contracts';
import type { ValidationKey } from '@casino/contracts';

/** Keys are built from the server's reason at run time; i18next resolves them then. */
type UntypedT = (key: string | string[]) => string;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** `At least {{min}} digits` → /^At least (.+?) digits$/ with the parameter names in order. */
const englishPatterns = Object.entries(VALIDATION_MESSAGES).map(([key, text]) => {
  const names = [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '');
  const source = text
    .split(/\{\{\w+\}\}/)
    .map(escapeRegExp)
    .join('(.+?)');
  return { key: key as ValidationKey, names, pattern: new RegExp(`^${source}$`) };
});

/**
 * The server answers field errors in English (VALIDATION_MESSAGES' text); turning them back into
 * schema keys lets the form show them in the page's language. Any other text passes through.
 */
export function serverFieldMessage(message: string): string {
  for (const { key, names, pattern } of englishPatterns) {
    const match = pattern.exec(message);
    if (!match) continue;
    if (names.length === 0) return vmsg(key);
    return vmsg(key, Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? ''])));
  }
  return message;
}

/**
 * Text for a failed call shown inside a form: the localized message of the server's reason when this
 * site has one, else the server's own (localized by the server), else the generic message.
 */
export function useApiErrorText() {
  const { t, i18n } = useTranslation('errors');
  const translate = t as unknown as UntypedT;
  return (error: unknown): string => {
    if (!isApiError(error)) return translate('errors:unknown');
    if (error.reason && i18n.exists(`errors:${error.reason}`)) return translate(`errors:${error.reason}`);
    return error.message.trim() || translate('errors:unknown');
  };
}
