import type { Page } from '@playwright/test';

/** One layout shift as the browser reports it, with the elements that moved. */
type Shift = { value: number; startTime: number; sources: string[] };

declare global {
  interface Window {
    __layoutShifts?: Shift[];
  }
}

/**
 * Records every layout shift of each document the page loads, from its very first paint
 * (buffered), so a figure read later covers the whole load, as Lighthouse's CLS does.
 */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.__layoutShifts = shifts;
    const nameOf = (node: Node | null): string => {
      if (!(node instanceof Element)) return node ? node.nodeName : '?';
      const id = node.id ? `#${node.id}` : '';
      const classes = [...node.classList]
        .slice(0, 2)
        .map((name) => `.${name}`)
        .join('');
      return `${node.tagName.toLowerCase()}${id}${classes}`;
    };
    type LayoutShiftEntry = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources?: {
        node: Node | null;
        previousRect: DOMRectReadOnly;
        currentRect: DOMRectReadOnly;
      }[];
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LayoutShiftEntry[]) {
        if (entry.hadRecentInput) continue;
        shifts.push({
          value: entry.value,
          startTime: entry.startTime,
          sources: (entry.sources ?? []).map(
            (source) =>
              `${nameOf(source.node)} (${Math.round(source.previousRect.x)},${Math.round(source.previousRect.y)} -> ${Math.round(source.currentRect.x)},${Math.round(source.currentRect.y)})`,
          ),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

export type LayoutShiftReport = {
  /** Cumulative Layout Shift as Chrome defines it: the largest session window. */
  cls: number;
  /** Every shift added up: never below the CLS. */
  total: number;
  /** The elements that moved and where (x,y before -> after), for a readable failure. */
  sources: string[];
};

/** Session windows: shifts less than 1 s apart, a window lasting at most 5 s. */
export function sessionWindowCls(shifts: readonly Pick<Shift, 'value' | 'startTime'>[]): number {
  let largest = 0;
  let current = 0;
  let windowStart = 0;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of shifts) {
    if (shift.startTime - previous >= 1000 || shift.startTime - windowStart >= 5000) {
      current = 0;
      windowStart = shift.startTime;
    }
    current += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, current);
  }
  return largest;
}

/**
 * Reads the shifts recorded so far. Called once the page shows what it is about; two
 * animation frames first let the browser report a shift caused by the last change.
 */
export async function readLayoutShifts(page: Page): Promise<LayoutShiftReport> {
  const shifts = await page.evaluate(
    () =>
      new Promise<Shift[]>((resolve) => {
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(window.__layoutShifts ?? [])),
        );
      }),
  );
  const round = (value: number) => Math.round(value * 10_000) / 10_000;
  return {
    cls: round(sessionWindowCls(shifts)),
    total: round(shifts.reduce((sum, shift) => sum + shift.value, 0)),
    sources: shifts.flatMap((shift) => shift.sources),
  };
}
