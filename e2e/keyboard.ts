import type { Locator, Page } from '@playwright/test';

/**
 * Presses Tab until `target` has the focus, as a keyboard user moves through a page; fails with
 * what the focus went through when the target is never reached (a control the keyboard cannot
 * get to). Shift+Tab when `backwards`.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { maxPresses = 250, backwards = false } = {},
): Promise<number> {
  await target.waitFor();
  const visited: string[] = [];
  for (let presses = 1; presses <= maxPresses; presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return presses;
    visited.push(
      await page.evaluate(() => {
        const active = document.activeElement;
        if (!active) return '(nothing)';
        const name = active.getAttribute('aria-label') ?? active.textContent?.trim() ?? '';
        return `${active.tagName.toLowerCase()} ${name.slice(0, 40)}`;
      }),
    );
  }
  throw new Error(`Tab never reached the target; the focus went through: ${visited.join(' | ')}`);
}
