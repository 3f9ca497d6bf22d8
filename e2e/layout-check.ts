import { expect, type Locator, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures';

/** The widths of the layout check (issue 23): a phone, a tablet and a laptop. */
export const layoutWidths = [390, 768, 1280] as const;
export const themes = ['light', 'dark'] as const;
export type Theme = (typeof themes)[number];

/** Resizes the page and waits for the next frame, so the layout has followed. */
export async function resize(page: Page, width: number): Promise<void> {
  await page.setViewportSize({ width, height: 844 });
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
  expect(await page.evaluate(() => window.innerWidth)).toBe(width);
}

/**
 * Stores the theme before any script runs (the portal reads it at start-up): for pages without
 * the header's switch (the public pages). Call before the page is opened or reloaded.
 */
export async function storeTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript(
    (dark) => window.localStorage.setItem('darkMode', JSON.stringify(dark)),
    theme === 'dark',
  );
}

/** Sets the theme with the header's 'Mode sombre' switch (signed-in pages). */
export async function switchTheme(page: Page, theme: Theme): Promise<void> {
  const toggle = page.getByRole('switch', { name: 'Mode sombre' });
  const wanted = String(theme === 'dark');
  if ((await toggle.getAttribute('aria-checked')) !== wanted) await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
}

/** The document never scrolls sideways. */
export async function expectNoHorizontalOverflow(page: Page, where: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where}: page width`).toBeLessThanOrEqual(innerWidth);
}

/**
 * Each visible item of the header shows its whole text on one line: nothing cut
 * (scrollWidth <= clientWidth) and its text's height is one line height.
 */
export async function expectHeaderOnOneLine(page: Page, where: string): Promise<void> {
  const problems = await page
    .locator('header')
    .first()
    .evaluate((header) => {
      const found: string[] = [];
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && !element.closest('.visually-hidden, [hidden]');
      };
      const items = header.querySelectorAll('a, button, .profile-selector__name, .switch__label');
      for (const item of items) {
        if (!(item instanceof HTMLElement) || !visible(item)) continue;
        if (getComputedStyle(item).visibility === 'hidden') continue;
        const name = (item.textContent ?? '').trim().slice(0, 40);
        if (item.scrollWidth > item.clientWidth + 1) {
          found.push(`"${name}" cut: ${item.scrollWidth} > ${item.clientWidth}`);
        }
        for (const node of item.childNodes) {
          if (node.nodeType !== Node.TEXT_NODE || !(node.textContent ?? '').trim()) continue;
          const parent = node.parentElement;
          if (!parent || !visible(parent)) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const height = range.getBoundingClientRect().height;
          const lineHeight = parseFloat(getComputedStyle(parent).lineHeight);
          if (height > lineHeight + 1) {
            found.push(
              `"${(node.textContent ?? '').trim()}" on ${Math.round(height / lineHeight)} lines`,
            );
          }
        }
      }
      const box = header.getBoundingClientRect();
      if (box.right > window.innerWidth + 1) found.push(`header ${box.width} px wide`);
      return found;
    });
  expect(problems, `${where}: header`).toEqual([]);
}

/**
 * No text is clipped (issue 23): each visible text of `root` lies inside every ancestor that
 * hides its overflow (overflow hidden or clip, as ellipsis needs). A scrolling box is not
 * clipping: its text can be scrolled to. An ellipsis used on purpose is allowed where the full
 * text is given elsewhere: on the element or an ancestor, a `title` or `data-clip-allowed`.
 */
export async function expectNoTextClipped(root: Locator, where: string): Promise<void> {
  const problems = await root.evaluate((container) => {
    const found: string[] = [];
    const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = (node.textContent ?? '').trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      // A map clips its panned markers and labels by design.
      const allowed =
        '.visually-hidden, [hidden], [title], [data-clip-allowed], .leaflet-container';
      if (parent.closest(allowed)) continue;
      if (getComputedStyle(parent).visibility === 'hidden') continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      for (
        let clip: HTMLElement | null = parent;
        clip && clip !== document.body;
        clip = clip.parentElement
      ) {
        const style = getComputedStyle(clip);
        // Text in a scrolling box can be scrolled to: nothing outside that box clips it.
        if (style.overflowX === 'auto' || style.overflowX === 'scroll') break;
        if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue;
        const frame = clip.getBoundingClientRect();
        const left = frame.left + clip.clientLeft;
        const right = left + clip.clientWidth;
        if (frame.width < 2) break;
        if (box.left < left - 1 || box.right > right + 1) {
          const name = `${clip.tagName.toLowerCase()}${clip.className ? `.${String(clip.className).split(' ')[0]}` : ''}`;
          found.push(
            `"${text.slice(0, 40)}" cut by ${name}: text ${Math.round(box.left)}–${Math.round(box.right)}, box ${Math.round(left)}–${Math.round(right)}`,
          );
          break;
        }
      }
    }
    return found;
  });
  expect(problems, `${where}: text clipped`).toEqual([]);
}

/** A dialog fits the viewport and its content does not run out of it. */
export async function expectDialogFits(page: Page, dialog: Locator, where: string): Promise<void> {
  await expect(dialog).toBeVisible();
  const result = await dialog.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return {
      left: box.left,
      right: box.right,
      innerWidth: window.innerWidth,
      overflow: element.scrollWidth - element.clientWidth,
    };
  });
  expect(result.left, `${where}: dialog left edge`).toBeGreaterThanOrEqual(0);
  expect(result.right, `${where}: dialog right edge`).toBeLessThanOrEqual(result.innerWidth);
  expect(result.overflow, `${where}: dialog content wider than the dialog`).toBeLessThanOrEqual(1);
  await expectNoTextClipped(dialog, where);
  await expectNoHorizontalOverflow(page, where);
}

/**
 * Every width: the page does not overflow, no text of its content is clipped, no word of a table
 * cell is broken, the header stays on one line; then axe finds nothing (at the last width).
 */
export async function checkEveryWidth(
  page: Page,
  where: string,
  ready?: () => Promise<void>,
  widths: readonly number[] = layoutWidths,
): Promise<void> {
  for (const width of widths) {
    await resize(page, width);
    await expect(page.getByRole('progressbar', { name: 'Chargement en cours' })).toHaveCount(0);
    if (ready) await ready();
    await expectNoHorizontalOverflow(page, `${where} at ${width} px`);
    await expectHeaderOnOneLine(page, `${where} at ${width} px`);
    await expectNoTextClipped(page.locator('main').first(), `${where} at ${width} px`);
    await expectNoWordBroken(page.locator('main').first(), `${where} at ${width} px`);
  }
  // axe once per call, that is once per theme of each page: at every width it took the longest
  // journeys past their time-out.
  await expectAccessible(page);
}

/**
 * No word of a table cell is broken across lines (issue 23: a column squeezed into stacked
 * letters). A word longer than the cell may still wrap where the cell is narrower than it.
 */
export async function expectNoWordBroken(root: Locator, where: string): Promise<void> {
  const problems = await root.evaluate((container) => {
    const found: string[] = [];
    for (const cell of container.querySelectorAll('th, td')) {
      const box = cell.getBoundingClientRect();
      if (box.width < 1 || box.height < 1) continue;
      const style = getComputedStyle(cell);
      const room = box.width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        const lineHeight = parseFloat(getComputedStyle(node.parentElement ?? cell).lineHeight);
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const pieces = [...range.getClientRects()];
          if (pieces.length < 2 || range.getBoundingClientRect().height <= lineHeight) continue;
          const wordWidth = pieces.reduce((sum, piece) => sum + piece.width, 0);
          if (wordWidth <= room)
            found.push(`"${match[0]}" broken in a cell ${Math.round(box.width)} px wide`);
        }
      }
    }
    return found;
  });
  expect(problems, `${where}: words of table cells`).toEqual([]);
}

/** Every width with a dialog open: it fits and the page behind does not overflow; then axe. */
export async function checkDialogEveryWidth(page: Page, dialog: Locator, where: string) {
  for (const width of layoutWidths) {
    await resize(page, width);
    await expectDialogFits(page, dialog, `${where} at ${width} px`);
  }
  await expectAccessible(page);
}
