import { describe, expect, it, vi } from 'vitest';
import {
  mapInSlices,
  thenYield,
  yieldToMain,
  yieldWhereScheduled,
} from '@/shared/lib/yield-to-main';
import { readingBudgetMs, readListInSlices } from '@/shared/api/tolerant-list';
import { z } from 'zod';

describe('work cut into slices', () => {
  it.each([
    { count: 0, size: 3, yields: 0 },
    { count: 3, size: 3, yields: 0 },
    { count: 4, size: 3, yields: 1 },
    { count: 10, size: 3, yields: 3 },
  ])('maps $count items $size at a time, like map, yielding $yields times', async (row) => {
    const items = Array.from({ length: row.count }, (_, index) => index);
    const timeout = vi.spyOn(globalThis, 'setTimeout');
    const mapped = await mapInSlices(items, (item, index) => `${item}:${index}`, row.size);
    expect(mapped).toEqual(items.map((item, index) => `${item}:${index}`));
    expect(timeout.mock.calls.filter(([, delay]) => delay === 0)).toHaveLength(row.yields);
    timeout.mockRestore();
  });

  it('gives the thread back before going on', async () => {
    const order: string[] = [];
    const done = yieldToMain().then(() => order.push('after the yield'));
    setTimeout(() => order.push('a task queued before'), 0);
    order.push('sync');
    await done;
    expect(order[0]).toBe('sync');
  });

  it.each([
    { where: 'a browser with scheduler.yield', scheduler: true, yields: 1 },
    { where: 'Node, under fake timers', scheduler: false, yields: 0 },
  ])('yields where scheduled only in $where', async (row) => {
    vi.useFakeTimers();
    const schedulerYield = vi.fn(() => Promise.resolve());
    if (row.scheduler) vi.stubGlobal('scheduler', { yield: schedulerYield });
    // Without scheduler.yield it goes on at once: frozen timers do not hold it.
    await yieldWhereScheduled();
    expect(schedulerYield).toHaveBeenCalledTimes(row.yields);
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('hands over what was loaded once the thread was given back', async () => {
    const order: string[] = [];
    vi.stubGlobal('scheduler', { yield: vi.fn(async () => void order.push('yield')) });
    const value = await thenYield(
      Promise.resolve('module').then((name) => (order.push(name), name)),
    );
    expect(value).toBe('module');
    expect(order).toEqual(['module', 'yield']);
    vi.unstubAllGlobals();
  });

  it('reads a long list tolerantly, giving the thread back each time a slice ran its budget', async () => {
    const raw = [1, 'two', 3, 4, null, 6, 7];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const schedulerYield = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: schedulerYield });
    let clock = 0;
    // Each reading of the clock is half a budget later: a slice holds two items.
    const now = () => (clock += readingBudgetMs / 2);
    await expect(readListInSlices(raw, z.number(), 'GET /numbers', now)).resolves.toEqual([
      1, 3, 4, 6, 7,
    ]);
    expect(schedulerYield).toHaveBeenCalledTimes(3);
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
    vi.unstubAllGlobals();
  });
});
