import path from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { DemoAccount } from './fixtures';

/**
 * Where the set-up project keeps each demo account's signed-in browser state: the identity
 * server's session cookie and what the portal stored for a returning account. Valid for the life
 * of one identity server (its cookie keys are made at start-up), so the set-up runs every time.
 */
export function authFile(who: DemoAccount): string {
  return path.join(import.meta.dirname, '.auth', `${who.email}.json`);
}

/**
 * Opens a page of a journey that starts signed in (`test.use({ storageState: authFile(who) })`):
 * keycloak-js re-establishes the session on load through a silent check-sso with the identity
 * server's cookie, with no login page.
 */
export async function openSignedIn(page: Page, address = '/profile'): Promise<void> {
  await page.goto(address);
  await page.waitForURL((url) => url.port !== '5180' && url.pathname.startsWith('/profile'));
  await expect(page.getByRole('heading', { name: 'Connexion' })).toHaveCount(0);
}
