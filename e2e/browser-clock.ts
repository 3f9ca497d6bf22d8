import type { Page } from '@playwright/test';

/**
 * Dates as the page shows them. The browser runs in Europe/Paris (playwright.config.ts) while
 * the test runner keeps the machine's zone: around midnight UTC they are on different days, so
 * "today" and "next month" are read from the page's own clock, never from the runner's.
 */
export function todayInBrowser(page: Page, withYear = false): Promise<string> {
  return page.evaluate(
    (year) =>
      new Date().toLocaleDateString('fr-FR', {
        day: '2-digit',
        month: '2-digit',
        ...(year ? { year: 'numeric' } : {}),
      }),
    withYear,
  );
}

/** The French name of the month `offset` months from the page's current month. */
export function monthNameInBrowser(page: Page, offset: number): Promise<string> {
  return page.evaluate((months) => {
    const now = new Date();
    return new Date(now.getFullYear(), now.getMonth() + months, 1).toLocaleDateString('fr-FR', {
      month: 'long',
    });
  }, offset);
}
