import type { ApiError } from '@casino/contracts';
import type { TFunction } from 'i18next';
import { localizeUtcDates } from './format/dates';

/** Keys are built from the server's reason at run time; i18next checks them when it resolves them. */
type UntypedT = (key: string | string[], options?: Record<string, unknown>) => string;

/** The first UTC date (ISO-8601, `Z`) in a server message, e.g. the end of a time-out. */
const MESSAGE_DATE = /\b\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?Z/;

/**
 * The text a dialog shows for a failed call: the localised message of its reason when it has one,
 * otherwise the server's own message, otherwise `errors.unknown`; UTC dates become local time.
 * A reason's text may name the date the server's message carries as `{{date}}`.
 * Pass the `t` of `getDialogT` for the dialog chain (locale, Thai, English).
 */
export function apiErrorMessage(t: TFunction, error: Pick<ApiError, 'reason' | 'message'>): string {
  const translate = t as unknown as UntypedT;
  const text = error.reason
    ? translate([`errors:${error.reason}`, 'errors:unknown'], {
        date: MESSAGE_DATE.exec(error.message)?.[0] ?? '',
      })
    : error.message.trim() || translate('errors:unknown');
  return localizeUtcDates(text);
}
