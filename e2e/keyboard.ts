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
    if (await target.evaluate((element) => element === document.activeElement)) {
      await expectFocusInSight(target);
      return presses;
    }
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

/**
 * WCAG 2.2 2.4.11 (Focus Not Obscured): the focused control is what lies at its centre, not a
 * sticky header or a dialog's footer drawn over it. A control drawn by its label (a hidden box)
 * counts as seen through the label.
 */
async function expectFocusInSight(target: Locator): Promise<void> {
  const covering = await target.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const labels = element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [];
    const seen =
      hit !== null &&
      (element.contains(hit) ||
        hit.contains(element) ||
        labels.some((label) => label.contains(hit)));
    return seen ? null : (hit?.outerHTML.slice(0, 120) ?? 'nothing (outside the window)');
  });
  if (covering !== null)
    throw new Error(`The focused control is hidden under another element: ${covering}`);
}
