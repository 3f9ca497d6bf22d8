import { expect, type Page } from '@playwright/test';
import { pwnedMarker, type HostilePayload } from '../src/mocks/data/hostile-payloads';
import { expectNoHorizontalOverflow, resize } from './layout-check';
import { openSignedIn } from './signed-in';

/** The widths of the hostile-input checks (issue 24): the narrowest phone and a laptop. */
export const hostileWidths = [320, 1280] as const;

/**
 * Console messages of the Content-Security-Policy: the fixture already fails a journey on a
 * 'securitypolicyviolation' event (e2e/fixtures.ts); a console report is collected here too.
 */
export function watchCspConsole(page: Page): string[] {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) reports.push(message.text());
  });
  return reports;
}

/**
 * Opens a signed-in page with the mock in hostile mode, from a fresh seed, and waits until the
 * mock has started (it keeps the mode in localStorage, so later pages keep it).
 */
export async function openHostile(page: Page, path: string): Promise<void> {
  await openSignedIn(page, `${path}?mock-hostile=1&mock-reset=1`);
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('mock-hostile')))
    .toBe('"1"');
}

/** Where a page shows hostile text: nothing of it became markup, nothing ran. */
async function injectedMarkup(page: Page): Promise<string[]> {
  return page.evaluate((marker) => {
    const found: string[] = [];
    if ((window as unknown as Record<string, unknown>)[marker] !== undefined) {
      found.push(`window.${marker} was set`);
    }
    const root = document.getElementById('root');
    if (!root) return ['no #root'];
    const tags = 'script, style, iframe, object, embed, meta, base, form[action^="javascript"]';
    for (const element of root.querySelectorAll(tags)) {
      found.push(`<${element.tagName.toLowerCase()}> in the page`);
    }
    for (const element of root.querySelectorAll('*')) {
      for (const attribute of element.attributes) {
        const value = attribute.value.replace(/\s/g, '').toLowerCase();
        if (attribute.name.startsWith('on')) found.push(`${attribute.name} on ${element.tagName}`);
        if (value.startsWith('javascript:')) found.push(`${attribute.name}="${attribute.value}"`);
      }
    }
    if (getComputedStyle(document.body).display === 'none') found.push('the body is hidden');
    return found;
  }, pwnedMarker);
}

/**
 * At each width: no payload ran or became markup, no policy report in the console, the page does
 * not scroll sideways, and the given payloads are shown as text (their probe is visible).
 */
export async function expectShownAsText(
  page: Page,
  where: string,
  cspConsole: string[],
  shown: readonly HostilePayload[] = [],
): Promise<void> {
  for (const width of hostileWidths) {
    await resize(page, width);
    await expect(page.getByRole('progressbar', { name: 'Chargement en cours' })).toHaveCount(0);
    for (const payload of shown) {
      await expect(
        page.getByText(payload.probe, { exact: false }).first(),
        `${where}: "${payload.name}" shown as text`,
      ).toBeAttached();
    }
    expect(await injectedMarkup(page), `${where} at ${width} px`).toEqual([]);
    expect(cspConsole, `${where}: policy reports in the console`).toEqual([]);
    await expectNoHorizontalOverflow(page, `${where} at ${width} px`);
  }
}

/** The payloads whose probe the page's text holds: what hostile mode served there. */
export async function payloadsShown(
  page: Page,
  payloads: readonly HostilePayload[],
): Promise<HostilePayload[]> {
  const text = await page.locator('#root').innerText();
  return payloads.filter((payload) => text.includes(payload.probe));
}
