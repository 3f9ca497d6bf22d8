import type { Page } from '@playwright/test';
import { markProvokedFailures, type MockRule } from './fixtures';

/**
 * The mock's rules (and, if given, the stored cart), written once per tab on the portal's origin
 * before it starts: a later navigation (the sign-in's redirects, a reload) must not bring a
 * worn-out rule back (docs/api.md 'Mocked backend controls').
 */
export async function prepareOnce(
  page: Page,
  origin: string,
  rules: MockRule[],
  cart?: unknown,
): Promise<void> {
  markProvokedFailures(page, rules);
  await page.addInitScript(
    ({ portal, rulesValue, cartValue }) => {
      if (window.location.origin !== portal || sessionStorage.getItem('mock-state-seeded')) return;
      localStorage.setItem('mock-control', rulesValue);
      if (cartValue) localStorage.setItem('cart', cartValue);
      sessionStorage.setItem('mock-state-seeded', 'yes');
    },
    {
      portal: origin,
      rulesValue: JSON.stringify({ rules }),
      cartValue: cart === undefined ? undefined : JSON.stringify(cart),
    },
  );
}

/** Rows of a table of the mocked backend's database, as the page's worker keeps it. */
export async function rowsOf<T>(page: Page, table: string): Promise<T[]> {
  return page.evaluate((name) => {
    const stored = JSON.parse(localStorage.getItem('mock-db') ?? '{}') as Record<string, unknown>;
    return (stored[name] ?? []) as never[];
  }, table);
}

type OrderRow = { profileId: number; categoryPriceId: number };

/** Orders of a profile for one category price, as the mocked backend stores them. */
export async function ordersOf(
  page: Page,
  profileId: number,
  categoryPriceId: number,
): Promise<number> {
  const rows = await rowsOf<OrderRow>(page, 'orders');
  return rows.filter(
    (row) => row.profileId === profileId && row.categoryPriceId === categoryPriceId,
  ).length;
}
