import { describe, expect, it } from 'vitest';
import { partnersPerView, visibleWindow } from '@/app/shell/partner-window';

describe('partner slider', () => {
  it.each([
    [375, 3],
    [768, 3],
    [769, 4],
    [992, 4],
    [993, 5],
    [1440, 5],
  ])('at %i px shows %i partners', (width, count) => {
    expect(partnersPerView(width)).toBe(count);
  });

  const items = ['a', 'b', 'c', 'd', 'e', 'f'];
  it.each([
    [0, 3, ['a', 'b', 'c']],
    [4, 3, ['e', 'f', 'a']],
    [-1, 3, ['f', 'a', 'b']],
    [7, 2, ['b', 'c']],
    [0, 10, items],
  ])('from %i showing %i wraps to %j', (start, count, expected) => {
    expect(visibleWindow(items, start, count)).toEqual(expected);
  });
});
