import {
  expect,
  test as base,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';

export { expect };

/**
 * The journeys of the project 'against' (docs/adr/0026-journeys-against-any-backend.md) know no
 * data of any backend: accounts come from the environment, everything else they find on screen.
 */
export type Role = 'member' | 'admin';

const variables: Record<Role, [string, string]> = {
  member: ['AGAINST_MEMBER_EMAIL', 'AGAINST_MEMBER_PASSWORD'],
  admin: ['AGAINST_ADMIN_EMAIL', 'AGAINST_ADMIN_PASSWORD'],
};

type Account = { email: string; password: string };

function accountOf(role: Role): Account | undefined {
  const [email, password] = variables[role].map((name) => process.env[name]);
  return email && password ? { email, password } : undefined;
}

/** Why a journey does not run without its account, as the summary shows it. */
export function missingAccount(role: Role): string {
  return `${variables[role].join(' and ')} not given`;
}

export const writesAllowed = process.env.AGAINST_WRITES === '1';
export const readOnlyRun = 'read-only run (--writes not given)';

const portalOrigin = new URL(process.env.AGAINST_BASE_URL ?? 'http://localhost:8090').origin;

/** On the portal again, in the signed-in area, after the identity server's pages. */
export async function backOnThePortal(page: Page): Promise<void> {
  await page.waitForURL(
    (url) => url.origin === portalOrigin && url.pathname.startsWith('/profile'),
  );
}

/**
 * Fills the identity server's own login page, whichever is shown: ours (fields `email` and
 * `password`, 'Se connecter') or Keycloak's default theme (fields `username` and `password`,
 * button `kc-login`).
 */
export async function fillLoginPage(page: Page, account: Account): Promise<void> {
  const ours = page.locator('input[name="email"]');
  const keycloak = page.locator('input[name="username"]');
  await expect(ours.or(keycloak)).toBeVisible();
  const password = page.locator('input[name="password"]');
  if (await keycloak.isVisible()) {
    await keycloak.fill(account.email);
    await password.fill(account.password);
    await page.locator('#kc-login').click();
  } else {
    await ours.fill(account.email);
    await password.fill(account.password);
    await page.getByRole('button', { name: 'Se connecter' }).click();
  }
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs in once through the login page and keeps the browser's state for the other journeys. */
async function signedInState(browser: Browser, account: Account): Promise<StorageState> {
  const context = await browser.newContext({ baseURL: portalOrigin, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto('/profile');
    await fillLoginPage(page, account);
    await backOnThePortal(page);
    // The portal remembers the account once it has read it: the state is complete from then on.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('account')))
      .not.toBeNull();
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * `test.use({ role: 'member' })`: the journey starts signed in as that account (signed in once
 * per worker), or is reported as not run when the environment does not give it.
 */
export const test = base.extend<
  { role: Role | undefined; writes: boolean; writeGuard: void },
  { signedIn: (role: Role) => Promise<StorageState> }
>({
  role: [undefined, { option: true }],
  // `test.use({ writes: true })`: a journey that writes runs only with --writes.
  writes: [false, { option: true }],
  writeGuard: [
    async ({ writes }, use, testInfo) => {
      testInfo.skip(writes && !writesAllowed, readOnlyRun);
      await use();
    },
    { auto: true },
  ],
  signedIn: [
    async ({ browser }, use) => {
      const states = new Map<Role, Promise<StorageState>>();
      await use((role) => {
        const account = accountOf(role);
        if (!account) throw new Error(missingAccount(role));
        if (!states.has(role)) states.set(role, signedInState(browser, account));
        return states.get(role) as Promise<StorageState>;
      });
    },
    { scope: 'worker' },
  ],
  storageState: [
    async ({ role, signedIn }, use, testInfo) => {
      if (role === undefined) {
        await use(undefined);
        return;
      }
      testInfo.skip(!accountOf(role), missingAccount(role));
      await use(await signedIn(role));
    },
    { scope: 'test' },
  ],
});

/** Opens an address of the signed-in area; keycloak-js signs in again silently from the cookie. */
export async function openSignedIn(page: Page, address: string): Promise<void> {
  await page.goto(address);
  await backOnThePortal(page);
}

/**
 * The profiles of the signed-in account: the chooser's tiles when it holds several, else the
 * one the portal opened straight away. Resolves to how many there are.
 */
export async function profileCount(page: Page): Promise<number> {
  await openSignedIn(page, '/profile');
  await page.waitForURL(/\/profile\/(choose|\d+)/);
  if (!page.url().includes('/profile/choose')) return 1;
  await expect(page.getByRole('heading', { level: 1, name: 'Choisissez un profil' })).toBeVisible();
  const profiles = page.getByRole('main').getByRole('listitem').getByRole('link');
  await expect(profiles.first()).toBeVisible();
  return profiles.count();
}

/**
 * The signed-in account's first profile: the portal opens on 'Choisissez un profil' when the
 * account holds several, else straight on its only one. Resolves to its id, read from the address.
 */
export async function firstProfile(page: Page): Promise<number> {
  await openSignedIn(page, '/profile');
  await page.waitForURL(/\/profile\/(choose|\d+)/);
  if (page.url().includes('/profile/choose')) {
    const profiles = page.getByRole('main').getByRole('link');
    await expect(profiles.first()).toBeVisible();
    await profiles.first().click();
    await page.waitForURL(/\/profile\/\d+/);
  }
  return Number(/\/profile\/(\d+)/.exec(page.url())?.[1]);
}
