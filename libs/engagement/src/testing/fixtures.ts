import { NotificationPopup } from '@casino/contracts/engagement';
import type { PopupPage } from '@casino/contracts/engagement';

// Contract-shaped fixtures for tests and stories (no test runner here).

/** The languages the handlers know: the route's code answers with this id. */
export const LANGUAGE_IDS = { en: 1, th: 2 } as const;

/** A pop-up as the operator set it up: the public fields and where and whether it shows. */
export interface StoredPopup extends NotificationPopup {
  language_id: number;
  page_show_list: PopupPage[];
  is_active: boolean;
}

export function storedPopup(overrides: Partial<StoredPopup> = {}): StoredPopup {
  const popup = NotificationPopup.parse({
    id: 1,
    kind: 'welcome',
    title: 'Welcome!',
    body: 'Hundreds of games are waiting for you.\n\nOur support team is here around the clock.',
    image_url: null,
    updated_at: '2026-11-20T08:00:00.000Z',
    ...overrides,
  });
  return {
    ...popup,
    language_id: overrides.language_id ?? LANGUAGE_IDS.en,
    page_show_list: overrides.page_show_list ?? ['home'],
    is_active: overrides.is_active ?? true,
  };
}

export const welcome = storedPopup();

export const thaiWelcome = storedPopup({
  id: 2,
  language_id: LANGUAGE_IDS.th,
  title: 'ยินดีต้อนรับ!',
  body: 'เกมหลายร้อยเกมรอคุณอยู่',
});

export const announcement = storedPopup({
  id: 3,
  kind: 'announcement',
  title: 'Maintenance tonight',
  body: 'Games pause from 03:00 to 04:00.',
  page_show_list: ['home', 'games'],
});

export const starter = storedPopup({
  id: 4,
  kind: 'starter',
  title: 'Your welcome bonus',
  body: 'Deposit today and get 100 % up to ฿1,000.',
});
