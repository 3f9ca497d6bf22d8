import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mediaQueryMatches, useMediaQuery } from '@/shared/ui/use-media-query';
import { phoneQuery, reducedMotionQuery } from '@/shared/ui/breakpoints';

/** A window whose media queries the test switches, as a resized window or a system setting would. */
function fakeMatchMedia(initial: Record<string, boolean>) {
  const state = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  const matchMedia = vi.fn((query: string) => ({
    get matches() {
      return state[query] ?? false;
    },
    media: query,
    addEventListener: (_type: 'change', listener: () => void) => {
      if (!listeners.has(query)) listeners.set(query, new Set());
      listeners.get(query)?.add(listener);
    },
    removeEventListener: (_type: 'change', listener: () => void) => {
      listeners.get(query)?.delete(listener);
    },
  }));
  vi.stubGlobal('matchMedia', matchMedia);
  return {
    matchMedia,
    set(query: string, matches: boolean) {
      state[query] = matches;
      listeners.get(query)?.forEach((listener) => listener());
    },
    listenerCount: (query: string) => listeners.get(query)?.size ?? 0,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useMediaQuery', () => {
  it.each([
    [phoneQuery, true],
    [phoneQuery, false],
    [reducedMotionQuery, true],
  ])('reads %s as %s on first render', (query, matches) => {
    fakeMatchMedia({ [query]: matches });
    const { result } = renderHook(() => useMediaQuery(query));
    expect(result.current).toBe(matches);
  });

  it('follows the query when the window crosses the breakpoint, and stops listening on unmount', () => {
    const media = fakeMatchMedia({ [phoneQuery]: false });
    const { result, unmount } = renderHook(() => useMediaQuery(phoneQuery));
    expect(result.current).toBe(false);

    act(() => media.set(phoneQuery, true));
    expect(result.current).toBe(true);
    act(() => media.set(phoneQuery, false));
    expect(result.current).toBe(false);

    unmount();
    expect(media.listenerCount(phoneQuery)).toBe(0);
  });

  it('listens to the new query when its argument changes', () => {
    const media = fakeMatchMedia({ [phoneQuery]: true, [reducedMotionQuery]: false });
    const { result, rerender } = renderHook(({ query }) => useMediaQuery(query), {
      initialProps: { query: phoneQuery },
    });
    expect(result.current).toBe(true);

    rerender({ query: reducedMotionQuery });
    expect(result.current).toBe(false);
    expect(media.listenerCount(phoneQuery)).toBe(0);
    act(() => media.set(reducedMotionQuery, true));
    expect(result.current).toBe(true);
  });

  it('asks matchMedia once per query, however often it is read', () => {
    const media = fakeMatchMedia({ [phoneQuery]: true });
    const { result, rerender } = renderHook(() => useMediaQuery(phoneQuery));
    rerender();
    rerender();
    expect(result.current).toBe(true);
    expect(mediaQueryMatches(phoneQuery)).toBe(true);
    expect(media.matchMedia).toHaveBeenCalledTimes(1);
  });

  it('is false where the browser has no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useMediaQuery(phoneQuery));
    expect(result.current).toBe(false);
    expect(mediaQueryMatches(phoneQuery)).toBe(false);
  });

  it('answers once without a hook for code that runs on an event', () => {
    const media = fakeMatchMedia({ [reducedMotionQuery]: false });
    expect(mediaQueryMatches(reducedMotionQuery)).toBe(false);
    media.set(reducedMotionQuery, true);
    expect(mediaQueryMatches(reducedMotionQuery)).toBe(true);
  });
});
