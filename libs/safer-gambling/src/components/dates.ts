import { formatLocalDateTime } from '@casino/i18n';

/** An instant as the site writes dates and times elsewhere (the member's local time). */
export const dateTime = (iso: string) => formatLocalDateTime(iso);
