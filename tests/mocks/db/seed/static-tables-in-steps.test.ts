import { describe, expect, it, vi } from 'vitest';

async function freshSeedModule() {
  vi.resetModules();
  return import('@/mocks/db/seed');
}

describe('the static tables built a step per task', () => {
  it('are the tables the one-go build gives, kept for every later caller', async () => {
    const inOneGo = (await freshSeedModule()).staticTables();
    const seed = await freshSeedModule();
    const timers = vi.spyOn(globalThis, 'setTimeout');
    await seed.prepareStaticTables();
    const inSteps = seed.staticTables();
    expect(timers.mock.calls.length).toBeGreaterThanOrEqual(3);
    timers.mockRestore();
    expect(JSON.stringify(inSteps)).toBe(JSON.stringify(inOneGo));
    expect(Object.isFrozen(inSteps.clubs)).toBe(true);
    await seed.prepareStaticTables();
    expect(seed.staticTables()).toBe(inSteps);
  });
});
