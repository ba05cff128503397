import type { Page } from '@playwright/test';

/** The site header, whose log-in and log-out buttons share their names with the forms'. */
export function header(page: Page) {
  return page.getByRole('banner');
}
