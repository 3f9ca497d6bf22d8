/**
 * Gives the main thread back (input, rendering) before a long job goes on: work over thousands
 * of items is cut into tasks short enough for a slow phone (every task under 50-100 ms).
 * scheduler.yield keeps the job's priority where the browser has it; a macrotask elsewhere
 * (Node tests, older browsers).
 */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Gives the main thread back where the browser offers scheduler.yield (Chromium), and goes on at
 * once elsewhere: for start-up paths that unit tests drive under fake timers, where a macrotask
 * would hold them, and where splitting a task only matters on a phone.
 */
export function yieldWhereScheduled(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : Promise.resolve();
}

/** What `loading` resolves to, once the main thread has been given back after it (where scheduled). */
export async function thenYield<T>(loading: Promise<T>): Promise<T> {
  const value = await loading;
  await yieldWhereScheduled();
  return value;
}

/**
 * Maps the items `size` at a time, yielding between slices: the same result as `items.map`,
 * spread over several tasks.
 */
export async function mapInSlices<T, R>(
  items: readonly T[],
  map: (item: T, index: number) => R,
  size = 100,
): Promise<R[]> {
  const out: R[] = [];
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await yieldToMain();
    const end = Math.min(items.length, start + size);
    for (let index = start; index < end; index += 1) out.push(map(items[index] as T, index));
  }
  return out;
}
