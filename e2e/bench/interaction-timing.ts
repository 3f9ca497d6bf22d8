import { loadavg } from 'node:os';
import type { Page } from '@playwright/test';
import { atFourTimesSlowerCpu } from './slow-cpu';

/** The longest interaction of one measured action, in ms; 16 means 'at most 16' (the floor). */
export type Measured = { label: string; ms: number };

const floorMs = 16;

type Interaction = { id: number; name: string; duration: number };
/** Event Timing's entry; TypeScript's DOM library does not name interactionId yet. */
type EventEntry = PerformanceEntry & { interactionId?: number };
type Recorder = { entries: Interaction[]; observer: PerformanceObserver };

/**
 * Runs `act` at 4x CPU (Chrome DevTools Protocol) and returns its Interaction to Next Paint: the
 * longest Event Timing interaction it caused, from the input to the next paint. `settled` waits for
 * what a person sees once the action is done.
 */
export async function interactionToNextPaint(
  page: Page,
  act: () => Promise<void>,
  settled: () => Promise<void>,
): Promise<number> {
  await page.evaluate((threshold) => {
    const recorder: Recorder = { entries: [], observer: undefined as never };
    recorder.observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as EventEntry[]) {
        if (entry.interactionId)
          recorder.entries.push({
            id: entry.interactionId,
            name: entry.name,
            duration: entry.duration,
          });
      }
    });
    recorder.observer.observe({
      type: 'event',
      durationThreshold: threshold,
    } as PerformanceObserverInit);
    (globalThis as unknown as { __interactions: Recorder }).__interactions = recorder;
  }, floorMs);
  return atFourTimesSlowerCpu(page, async () => {
    await act();
    await settled();
    // An interaction's entry is queued after the paint that follows it: two frames later it is.
    return await page.evaluate(
      (floor) =>
        new Promise<number>((resolve) => {
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const recorder = (globalThis as unknown as { __interactions: Recorder })
                .__interactions;
              const entries = [
                ...recorder.entries,
                ...(recorder.observer.takeRecords() as EventEntry[])
                  .filter((entry) => entry.interactionId)
                  .map((entry) => ({ duration: entry.duration })),
              ];
              recorder.observer.disconnect();
              resolve(Math.max(floor, ...entries.map((entry) => entry.duration)));
            }),
          );
        }),
      floorMs,
    );
  });
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Every run, the median, the spread and the target, per action; the load before and after. */
export function report(measured: Measured[], loadBefore: number[], targetMs: number): void {
  const labels = [...new Set(measured.map((entry) => entry.label))];
  const show = (ms: number) => (ms <= floorMs ? `≤${floorMs}` : String(Math.round(ms)));
  console.log(`Interaction to Next Paint at 4x CPU (target under ${targetMs} ms)`);
  for (const label of labels) {
    const runs = measured.filter((entry) => entry.label === label).map((entry) => entry.ms);
    const worst = Math.max(...runs);
    console.log(
      `${label}: runs ${runs.map(show).join(', ')} ms; median ${show(median(runs))} ms; ` +
        `spread ${show(Math.min(...runs))} to ${show(worst)} ms; ${median(runs) < targetMs ? 'ok' : 'OVER'}`,
    );
  }
  const after = loadavg();
  console.log(
    `Load average (1 min) before ${loadBefore[0]!.toFixed(2)}, after ${after[0]!.toFixed(2)}`,
  );
}
