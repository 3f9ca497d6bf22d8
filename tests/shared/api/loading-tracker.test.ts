import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoadingTracker, loadingOffDelayMs, tracksLoading } from '@/shared/api/loading-tracker';

describe('which calls show the global loader', () => {
  it.each([
    ['/api/profiles', true],
    ['/api/comments/add/1/post/2', false],
    ['/api/post/add', false],
    ['/api/comments/by-post/1/2', false],
    ['/api/orders/3?redirect=/post', true],
  ])('%s -> %s', (url, expected) => {
    expect(tracksLoading(url)).toBe(expected);
  });
});

describe('LoadingTracker timing', () => {
  let states: boolean[];
  let tracker: LoadingTracker;

  beforeEach(() => {
    vi.useFakeTimers();
    states = [];
    tracker = new LoadingTracker((loading) => states.push(loading));
  });
  afterEach(() => vi.useRealTimers());

  it('turns on at the first request and off 200 ms after the last one ends', () => {
    tracker.start('/api/a');
    tracker.start('/api/b');
    expect(states).toEqual([true]);
    tracker.end();
    vi.advanceTimersByTime(loadingOffDelayMs);
    expect(states).toEqual([true]);
    tracker.end();
    vi.advanceTimersByTime(loadingOffDelayMs - 1);
    expect(states).toEqual([true]);
    vi.advanceTimersByTime(1);
    expect(states).toEqual([true, false]);
  });

  it('stays on when a new request starts within the 200 ms', () => {
    tracker.start('/api/a');
    tracker.end();
    vi.advanceTimersByTime(150);
    tracker.start('/api/b');
    vi.advanceTimersByTime(500);
    expect(states).toEqual([true]);
    tracker.end();
    vi.advanceTimersByTime(loadingOffDelayMs);
    expect(states).toEqual([true, false]);
  });

  it('ignores community calls', () => {
    expect(tracker.start('/api/comments/add/1/post/2')).toBe(false);
    expect(states).toEqual([]);
  });

  it('can be silenced for N ms, then shows again', () => {
    tracker.disableFor(1000);
    tracker.start('/api/a');
    expect(states).toEqual([]);
    tracker.end();
    vi.advanceTimersByTime(1000);
    tracker.start('/api/b');
    expect(states).toEqual([true]);
  });
});
