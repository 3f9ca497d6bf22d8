import { readFile, writeFile } from 'node:fs/promises';
import { expect, test as setup } from '@playwright/test';
import { clubAdmin, family, passCoach, signIn, unknownBirthDate } from './fixtures';
import { authFile } from './signed-in';
import { demoOrigins } from './worker-ports';

/** The mocked backend's keys stay out: every journey starts from the seed, as on a fresh browser. */
const mockKeys = /^mock-/;

for (const who of [family, unknownBirthDate, clubAdmin, passCoach]) {
  setup(`${who.email} signs in once through the identity server`, async ({ page }) => {
    await signIn(page, who);
    // The portal remembers the account once it has read it: the state is complete from then on.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('account')))
      .not.toBeNull();
    const file = authFile(who);
    await page.context().storageState({ path: file });
    const state = JSON.parse(await readFile(file, 'utf8')) as {
      origins: { origin: string; localStorage: { name: string }[] }[];
    };
    const portal = state.origins.find((item) => item.origin === demoOrigins[0]);
    expect(portal, `the storage kept for ${demoOrigins[0]}`).toBeDefined();
    const portalStorage = (portal?.localStorage ?? []).filter((item) => !mockKeys.test(item.name));
    // The same returning account on every worker's server (e2e/worker-ports.ts).
    state.origins = [
      ...state.origins.filter((item) => item !== portal),
      ...demoOrigins.map((origin) => ({ origin, localStorage: portalStorage })),
    ];
    await writeFile(file, JSON.stringify(state, null, 2));
  });
}
