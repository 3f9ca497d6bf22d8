import { expect, test as base, type Page } from '@playwright/test';
import { axeViolations } from './axe';
import { pageIsStill } from './settled';
import { onWorkerServer } from './worker-ports';
import accounts from '../src/mocks/data/demo-accounts.json' with { type: 'json' };

export { expect };

export type DemoAccount = (typeof accounts)[number];

export function account(email: string): DemoAccount {
  const found = accounts.find((item) => item.email === email);
  if (!found) throw new Error(`No demo account ${email}`);
  return found;
}

export const family = account('famille.martin@exemple.fr');
export const unknownBirthDate = account('jeanne.petit@exemple.fr');
export const clubAdmin = account('admin.club@exemple.fr');
export const federationAdmin = account('admin.federation@exemple.fr');
export const passCoach = account('coach.pass@exemple.fr');

/**
 * axe with the WCAG 2.2 AA tags: zero violations on every page and open menu visited. `within`
 * limits the check to what changed (a wizard's step inside its open dialog), once the page
 * around it has been checked.
 */
export async function expectAccessible(page: Page, within?: string): Promise<void> {
  // Contrast is only meaningful on a still page: dialogs fade while the app loads (ADR 0005), and
  // a read retried after a failure can start loading again while axe reads the colours. An
  // analysis counts only when the page stayed still all through it; else it is made again.
  let summary: string[] = [];
  for (let attempt = 0; attempt < 5; attempt += 1) {
    await page.waitForFunction(pageIsStill);
    await watchStillness(page);
    summary = await axeViolations(page, within);
    if (await stayedStill(page)) break;
  }
  expect(summary).toEqual([]);
}

/**
 * Starts noting, in the page, whether it stops being still at any moment (checked every 25 ms).
 * Evaluated as a string: the page's security policy forbids building a function from text.
 */
async function watchStillness(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    const isStill = ${pageIsStill.toString()};
    const watch = { broken: false, timer: 0 };
    watch.timer = window.setInterval(() => { if (!isStill()) watch.broken = true; }, 25);
    window.__stillnessWatch = watch;
  })()`);
}

/** Whether the page stayed still since watchStillness; stops the watch. */
async function stayedStill(page: Page): Promise<boolean> {
  return page.evaluate(`(() => {
    const watch = window.__stillnessWatch;
    window.clearInterval(watch.timer);
    return !watch.broken;
  })()`);
}

/** Fills the identity provider's real login form (the OpenID Connect redirect is real). */
export async function signInAt(page: Page, who: DemoAccount): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Connexion' })).toBeVisible();
  await page.getByLabel('Adresse e-mail').fill(who.email);
  await page.getByLabel('Mot de passe').fill(who.password);
  await page.getByRole('button', { name: 'Se connecter' }).click();
}

/** Opens /profile (or the address given), signs in and waits for the portal to take over again. */
export async function signIn(page: Page, who: DemoAccount, address = '/profile'): Promise<void> {
  await page.goto(address);
  await signInAt(page, who);
  await page.waitForURL((url) => url.port !== '5180' && url.pathname.startsWith('/profile'));
}

/** What a page reported through 'securitypolicyviolation', enough to find the culprit. */
export type CspViolation = {
  directive: string;
  blocked: string;
  source: string;
  sample: string;
  page: string;
};

/**
 * Pages whose journey makes the backend or the network fail on purpose (misbehave, offline, a
 * backend built from the spec alone): there the app logs each failure it met with the call and
 * the reason (console.error), and the browser logs the answers with an error status. The journey
 * checks what the member sees instead.
 */
const pagesWithFaults = new WeakSet<Page>();

export function expectFailuresLogged(page: Page): void {
  pagesWithFaults.add(page);
}

/**
 * Console errors a journey expects on a page, each recognised by its text and the address it
 * names (a call the backend refuses on purpose); any other console error still fails the journey.
 */
const expectedErrors = new WeakMap<Page, (text: string, address: string) => boolean>();

export function expectConsoleErrors(
  page: Page,
  expected: (text: string, address: string) => boolean,
): void {
  expectedErrors.set(page, expected);
}

/** React's own warnings are always bugs, faults or not (keys, updates, hydration). */
const reactWarning = /^Warning: |react\.dev\/|same key|unique "key"|Minified React error/;

/**
 * Every journey runs under the production Content-Security-Policy (nginx, deploy/nginx.conf): a
 * violation reported by any page or frame fails the test that caused it. The listener is an init
 * script in every document and reports through a binding, so redirects to the identity server or
 * the payment page and back lose nothing. Every journey also fails on an uncaught error or a
 * console error of any of its pages, but for the failures a journey provokes on purpose
 * (expectFailuresLogged).
 */
export const test = base.extend<{
  cspViolations: CspViolation[];
  consoleErrors: string[];
}>({
  // Each worker's journeys go to its own nginx (e2e/worker-ports.ts).
  baseURL: async ({ baseURL }, provide, testInfo) =>
    provide(onWorkerServer(baseURL, testInfo.parallelIndex)),
  cspViolations: [
    async ({ context }, use) => {
      const violations: CspViolation[] = [];
      await context.exposeBinding('__reportCspViolation', (_source, violation: CspViolation) => {
        violations.push(violation);
      });
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as Record<string, (value: unknown) => void>)
            .__reportCspViolation;
          void report?.({
            directive: event.effectiveDirective,
            blocked: event.blockedURI,
            source: `${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
            sample: event.sample,
            page: document.location.href,
          });
        });
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  consoleErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('console', (message) => {
          if (message.type() !== 'error') return;
          const text = message.text();
          if (pagesWithFaults.has(page) && !reactWarning.test(text)) return;
          // The browser's line for a failed answer names no address: its location does.
          const source = message.location().url;
          if (expectedErrors.get(page)?.(text, source)) return;
          errors.push(`${page.url()}: ${text}${source ? ` (${source})` : ''}`);
        });
        page.on('pageerror', (error) => errors.push(`${page.url()}: uncaught ${error.message}`));
      };
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(errors);
      expect(errors, 'console errors and uncaught errors').toEqual([]);
    },
    { auto: true },
  ],
});

export type MockRule = {
  api?: 'main' | 'news' | 'chat' | 'pass' | 'geo' | 'geocoder';
  method?: string;
  path: string;
  status?: number;
  body?: unknown;
  delayMs?: number;
  malformed?: boolean;
  networkError?: boolean;
  answerLost?: boolean;
  /** Each distinct call meets the fault once, then passes (for the page's life). */
  oncePerCall?: boolean;
  times?: number;
};

/** Rules that make a call fail (a slow answer alone is no failure) mark the page for them. */
export function markProvokedFailures(page: Page, rules: MockRule[]): void {
  const fails = (rule: MockRule) =>
    rule.networkError || rule.answerLost || rule.malformed || (rule.status ?? 200) >= 400;
  if (rules.some(fails)) expectFailuresLogged(page);
}

/** Tells the mocked backend, before the page starts, to fail, slow down or garble calls. */
export async function misbehave(page: Page, rules: MockRule[]): Promise<void> {
  markProvokedFailures(page, rules);
  await page.addInitScript(
    (value) => window.localStorage.setItem('mock-control', value),
    JSON.stringify({ rules }),
  );
}
