import { describe, expect, it } from 'vitest';
import {
  clampPage,
  keyAction,
  zoomIn,
  zoomLabel,
  zoomOut,
} from '@/shared/ui/pdf-viewer/viewer-rules';

describe('zoom steps', () => {
  it.each([
    [0.5, 0.75, 0.5],
    [1, 1.25, 0.75],
    [2, 2, 1.5],
    [1.1, 1.25, 1],
  ])('from %d: in %d, out %d', (scale, inScale, outScale) => {
    expect(zoomIn(scale)).toBe(inScale);
    expect(zoomOut(scale)).toBe(outScale);
  });

  it.each([
    [1, '100 %'],
    [0.75, '75 %'],
    [1.25, '125 %'],
  ])('%d is shown as %s', (scale, label) => {
    expect(zoomLabel(scale)).toBe(label);
  });
});

describe('pages stay inside the document', () => {
  it.each([
    [0, 3, 1],
    [4, 3, 3],
    [2, 3, 2],
    [1, 0, 1],
  ])('page %d of %d -> %d', (page, count, expected) => {
    expect(clampPage(page, count)).toBe(expected);
  });
});

describe('keyboard', () => {
  const state = { page: 2, pageCount: 3, scale: 1 };
  it.each([
    ['ArrowRight', { type: 'page', page: 3 }],
    ['PageDown', { type: 'page', page: 3 }],
    ['ArrowLeft', { type: 'page', page: 1 }],
    ['PageUp', { type: 'page', page: 1 }],
    ['Home', { type: 'page', page: 1 }],
    ['End', { type: 'page', page: 3 }],
    ['+', { type: 'zoom', scale: 1.25 }],
    ['=', { type: 'zoom', scale: 1.25 }],
    ['-', { type: 'zoom', scale: 0.75 }],
    ['ArrowDown', null],
    ['a', null],
  ])('%s -> %j', (key, expected) => {
    expect(keyAction(key, state)).toEqual(expected);
  });

  it('does not turn past the last page', () => {
    expect(keyAction('ArrowRight', { page: 3, pageCount: 3, scale: 1 })).toEqual({
      type: 'page',
      page: 3,
    });
  });
});
