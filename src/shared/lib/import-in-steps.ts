import { yieldWhereScheduled } from './yield-to-main';

/**
 * Loads modules one after the other, giving the main thread back after each is evaluated. A
 * dynamic import evaluates every module of its graph not yet evaluated in one task: loading a
 * page's large shared modules first, each on its own, leaves the page's import with its own
 * code alone (issue 37, docs/adr/0031).
 */
export async function importInSteps(steps: ReadonlyArray<() => Promise<unknown>>): Promise<void> {
  for (const step of steps) {
    await step();
    await yieldWhereScheduled();
  }
}
