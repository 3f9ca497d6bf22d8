import { expect, type Page } from '@playwright/test';
import { trackRequests, waitUntilSettled } from './settled';
import { openSignedIn } from './signed-in';

/**
 * Opens a PASS tab with the current terms already accepted (first launch has its own journey),
 * and waits for it to settle: the mock's start, the account, then the PASS calls took more than
 * an assertion's 10 s at the load of a fresh-clone run (pass-book-with-credits, load 11).
 */
export async function openPass(page: Page, profileId: number, tab = 'seances'): Promise<void> {
  trackRequests(page);
  await page.addInitScript(() => {
    // Init scripts also run in Chrome's own offline error page, which has no storage.
    if (!window.location.protocol.startsWith('http')) return;
    window.localStorage.setItem('termsUseAccepted', 'true');
    window.localStorage.setItem('termsUseVersion', '"2021-04"');
  });
  await openSignedIn(page, `/profile/${profileId}/pass/home/${tab}`);
  await waitUntilSettled(page);
  await expect(page.getByRole('tab', { selected: true })).toBeVisible();
}

export function programme(page: Page) {
  return page.getByRole('region', { name: 'Séances programmées' });
}

/** The n-th upcoming slot (from 0) of an activity in the programme. */
export function slot(page: Page, activity: string, index = 0) {
  return programme(page)
    .getByRole('button', { name: new RegExp(`^\\S+ – \\S+ ${activity} `) })
    .nth(index);
}

export function sessionDialog(page: Page, activity: string) {
  return page.getByRole('dialog', { name: new RegExp(`^${activity} – `) });
}

export async function creditsInAccount(page: Page, profileId: number): Promise<void> {
  await page.getByRole('tab', { name: 'Mon compte' }).click();
  await expect(page).toHaveURL(new RegExp(`/profile/${profileId}/pass/home/mon_compte$`));
}
