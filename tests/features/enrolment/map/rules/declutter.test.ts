import { describe, expect, it } from 'vitest';
import type { MapMarker } from '@/features/enrolment/map/cluster-protocol';
import {
  declutter,
  markerSize,
  mergeMarkers,
  overlaps,
  pixelOf,
  positionOfPixel,
} from '@/features/enrolment/map/rules/declutter';

function club(id: number, lat: number, lng: number): MapMarker {
  return {
    kind: 'club',
    key: `c${id}`,
    club: { id, title: `Club ${id}`, address: null, postalCode: null, city: null, lat, lng },
  };
}

function group(id: number, count: number, lat: number, lng: number, expansionZoom = 8): MapMarker {
  return {
    kind: 'cluster',
    key: `g1-${id}`,
    clusterIds: [id],
    clubIds: [],
    count,
    lat,
    lng,
    expansionZoom,
  };
}

describe('markerSize: never below 24 px (WCAG 2.5.8)', () => {
  it.each([
    [club(1, 45, 4), 28],
    [group(1, 2, 45, 4), 32],
    [group(1, 12, 45, 4), 36],
    [group(1, 120, 45, 4), 40],
    [group(1, 12000, 45, 4), 44],
  ])('%o is %i px', (marker, size) => {
    expect(markerSize(marker)).toBe(size);
    expect(markerSize(marker)).toBeGreaterThanOrEqual(24);
  });
});

describe('pixelOf (Web Mercator, 256 px tiles)', () => {
  it.each([
    [0, 0, 0, [128, 128]],
    [0, -180, 1, [0, 256]],
    [0, 180, 1, [512, 256]],
  ])('(%d, %d) at zoom %i is %j', (lat, lng, zoom, expected) => {
    const [x, y] = pixelOf(lat, lng, zoom);
    expect(x).toBeCloseTo(expected[0] as number, 6);
    expect(y).toBeCloseTo(expected[1] as number, 6);
  });
});

describe('positionOfPixel, the inverse of pixelOf', () => {
  it.each([
    [0, 0, 0],
    [45.76, 4.84, 6],
    [48.85, 2.35, 12],
    [-33.87, 151.21, 3],
  ])('(%d, %d) at zoom %i comes back', (lat, lng, zoom) => {
    const [back, forth] = positionOfPixel(...pixelOf(lat, lng, zoom), zoom);
    expect(back).toBeCloseTo(lat, 9);
    expect(forth).toBeCloseTo(lng, 9);
  });
});

describe('overlaps', () => {
  // At zoom 10 one degree of longitude is 256 * 1024 / 360 ≈ 728 px.
  const pxLng = 360 / (256 * 1024);
  it.each([
    [club(1, 45, 4), club(2, 45, 4 + 20 * pxLng), true, 'two clubs 20 px apart'],
    [club(1, 45, 4), club(2, 45, 4 + 40 * pxLng), false, 'two clubs 40 px apart'],
    [group(1, 500, 45, 4), club(2, 45, 4 + 32 * pxLng), true, 'a club 32 px from a 40 px group'],
    [group(1, 500, 45, 4), club(2, 45, 4 + 40 * pxLng), false, 'a club 40 px from it'],
  ])('%#: %s', (a, b, expected) => {
    expect(overlaps(a, b, 10)).toBe(expected);
  });
});

describe('mergeMarkers', () => {
  it('adds the counts, weighs the position and keeps every member', () => {
    const merged = mergeMarkers([group(7, 3, 45, 4, 9), club(2, 49, 8)], 6);
    expect(merged).toEqual({
      kind: 'cluster',
      key: 'm:c2+g1-7',
      clusterIds: [7],
      clubIds: [2],
      count: 4,
      lat: 46,
      lng: 5,
      expansionZoom: 7,
    });
  });

  it('leaves a lone marker as it is', () => {
    const alone = club(1, 45, 4);
    expect(mergeMarkers([alone], 6)).toBe(alone);
  });
});

describe('declutter: no marker hides part of another', () => {
  const pxLng = 360 / (256 * 1024);
  it.each([
    ['markers far apart stay', [club(1, 45, 4), club(2, 46, 5)], 2],
    ['two overlapping clubs become one group', [club(1, 45, 4), club(2, 45, 4 + 10 * pxLng)], 1],
    [
      'a big group absorbs the club under it',
      [group(1, 500, 45, 4), club(2, 45, 4 + 5 * pxLng), club(3, 46, 5)],
      2,
    ],
    [
      'a chain of overlaps merges direct neighbours only',
      [club(1, 45, 4), club(2, 45, 4 + 25 * pxLng), club(3, 45, 4 + 50 * pxLng)],
      2,
    ],
  ])('%s', (_label, markers, count) => {
    const result = declutter(markers, 10);
    const clubsIn = (list: MapMarker[]) =>
      list.reduce((sum, m) => sum + (m.kind === 'club' ? 1 : m.count), 0);
    expect(result).toHaveLength(count);
    expect(clubsIn(result)).toBe(clubsIn(markers));
    for (let a = 0; a < result.length; a += 1) {
      for (let b = a + 1; b < result.length; b += 1) {
        expect(overlaps(result[a] as MapMarker, result[b] as MapMarker, 10)).toBe(false);
      }
    }
  });
});
