import { loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import { median } from './interaction-timing';
import { atFourTimesSlowerCpu } from './slow-cpu';

type Recorded = { durations: number[] };

/**
 * Runs `act` at 4x CPU (Chrome DevTools Protocol) and returns the duration of every main-thread
 * task of 50 ms or more (the Long Tasks API) from `act` until `settled` holds.
 */
export async function longTasksDuring(
  page: Page,
  act: () => Promise<void>,
  settled: () => Promise<void>,
): Promise<number[]> {
  await page.evaluate(() => {
    const recorded: Recorded = { durations: [] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) recorded.durations.push(entry.duration);
    }).observe({ type: 'longtask' });
    (globalThis as unknown as { __longTasks: Recorded }).__longTasks = recorded;
  });
  return atFourTimesSlowerCpu(page, async () => {
    await act();
    await settled();
    return page.evaluate(
      () => (globalThis as unknown as { __longTasks: Recorded }).__longTasks.durations,
    );
  });
}

/** Resolves once the page's main thread has been idle: its last task of the start has run. */
export async function mainThreadIdle(page: Page): Promise<void> {
  for (let round = 0; round < 3; round += 1) {
    await page.evaluate(
      () => new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 })),
    );
  }
}

/** Every run's long tasks, the longest of each run, their median and spread; the load. */
export function reportLongTasks(label: string, runs: number[][], loadBefore: number[]): void {
  const longest = runs.map((tasks) => Math.max(0, ...tasks));
  const show = (ms: number) => (ms === 0 ? 'none' : `${Math.round(ms)}`);
  console.log(`${label}, tasks of 50 ms or more at 4x CPU (target: none)`);
  runs.forEach((tasks, index) =>
    console.log(
      `  run ${index + 1}: ${tasks.length ? tasks.map(show).join(', ') + ' ms' : 'none'}`,
    ),
  );
  console.log(
    `  longest per run: median ${show(median(longest))}, spread ${show(Math.min(...longest))} to ${show(Math.max(...longest))}`,
  );
  console.log(
    `Load average (1 min) before ${loadBefore[0]!.toFixed(2)}, after ${loadavg()[0]!.toFixed(2)}`,
  );
}
