import { describe, expect, it } from 'vitest';
import {
  clampBbox,
  clusterClickZoom,
  clustersWithinLimit,
  geolocationOptions,
  listScopeOf,
  mapZoom,
  maxMarkers,
  maxZoomFor,
  viewportOf,
  type Bbox,
  type ClubGroup,
  type ListScope,
  type MapViewport,
} from '@/features/enrolment/map/rules/map-view';
import type { ViewQuery } from '@/features/enrolment/map/cluster-protocol';
import {
  clampPage,
  clusterLabel,
  foundLabel,
  pageCount,
  pageShowing,
} from '@/features/enrolment/map/rules/list-page';
import { diffMarkerKeys } from '@/features/enrolment/map/rules/marker-diff';
import { composeViewQuery, viewQueryKey } from '@/features/enrolment/map/rules/view-query';

describe('zoom policy (enrolment.md section 2, Map and lists)', () => {
  it('starts at zoom 5 and browses between 1 and 11; a selected club shows at 13', () => {
    expect(mapZoom).toMatchObject({ initial: 5, min: 1, browsingMax: 11, selected: 13 });
  });

  it.each([
    [null, 11],
    [12, 13],
  ])('with selected club %j the zoom limit is %i', (selected, limit) => {
    expect(maxZoomFor(selected)).toBe(limit);
  });

  it('asks geolocation with a 5000 ms time-out and no high accuracy', () => {
    expect(geolocationOptions).toMatchObject({ timeout: 5000, enableHighAccuracy: false });
  });
});

describe('clusterClickZoom', () => {
  it.each<[number, number, number, number | null, string]>([
    [7, 5, 11, 7, 'zooms to where the group splits'],
    [5, 5, 11, 6, 'always at least one level closer'],
    [12, 11, 11, null, 'past the browsing limit: the group is listed instead'],
    [12, 11, 13, 12, 'with a selected club the limit is 13'],
    [13, 12, 13, 13, 'splitting exactly at the limit'],
  ])('expansion %i at zoom %i, limit %i: %j (%s)', (expansion, zoom, limit, expected) => {
    expect(clusterClickZoom(expansion, zoom, limit)).toBe(expected);
  });
});

describe('clustersWithinLimit', () => {
  // A fake index where each zoom level doubles the number of features.
  const clustersAt = (zoom: number) => Array.from({ length: 2 ** zoom }, (_, index) => index);

  it.each([
    [5, 500, 5, 32],
    [9, 500, 8, 256],
    [11, 500, 8, 256],
    [11, 3000, 11, 2048],
    [3.7, 500, 3, 8],
  ])('zoom %d with a cap of %i clusters at %i (%i markers)', (zoom, cap, level, count) => {
    const { features, clusteredAt } = clustersWithinLimit(clustersAt, zoom, cap);
    expect(clusteredAt).toBe(level);
    expect(features).toHaveLength(count);
  });

  it('never returns more than the page cap of 500', () => {
    const { features } = clustersWithinLimit(() => Array.from({ length: 900 }, () => 0), 0);
    expect(features).toHaveLength(maxMarkers);
  });
});

describe('bounding boxes', () => {
  it.each([
    [
      [-5, 41, 10, 51],
      [-5, 41, 10, 51],
    ],
    [
      [-250, -89, 250, 89],
      [-180, -85.06, 180, 85.06],
    ],
    [
      [170, 10, 190, 20],
      [170, 10, 180, 20],
    ],
  ] as [Bbox, Bbox][])('clamps %j to %j', (input, expected) => {
    expect(clampBbox(input)).toEqual(expected);
  });
});

describe('listScopeOf: what the list mirrors', () => {
  const bbox: Bbox = [-5, 41, 10, 51];
  it.each<[boolean, Bbox | null, ClubGroup | null, ListScope]>([
    [true, bbox, null, { kind: 'view', bbox }],
    [false, bbox, null, { kind: 'all' }],
    [true, null, null, { kind: 'all' }],
    [
      true,
      bbox,
      { clusterIds: [7], clubIds: [3], count: 13 },
      { kind: 'group', clusterIds: [7], clubIds: [3], count: 13 },
    ],
    [false, bbox, { clusterIds: [7], clubIds: [], count: 12 }, { kind: 'all' }],
  ])('map shown %s, view %j, group %j', (shown, view, group, expected) => {
    expect(listScopeOf(shown, view, group)).toEqual(expected);
  });
});

describe('list pages of 20', () => {
  it.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [20000, 1000],
  ])('%i clubs make %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it.each([
    [-1, 45, 0],
    [1, 45, 1],
    [5, 45, 2],
    [0, 0, 0],
  ])('requested page %i of %i clubs is page %i', (page, total, expected) => {
    expect(clampPage(page, total)).toBe(expected);
  });

  it.each([
    [0, 3, 100, 0, 'the focused club on the first page'],
    [45, 0, 100, 2, 'the focused club on the third page'],
    [-1, 3, 100, 3, 'no focused club keeps the requested page'],
    [-1, 9, 100, 4, 'a requested page past the end is the last'],
  ])('focus index %i, requested %i of %i: page %i (%s)', (index, requested, total, page) => {
    expect(pageShowing(index, requested, total)).toBe(page);
  });
});

describe('French labels', () => {
  it.each([
    [0, 'Aucun club trouvé'],
    [1, '1 club trouvé'],
    [12, '12 clubs trouvés'],
    [20000, `20${'\u202f'}000 clubs trouvés`],
  ])('%i -> %s', (count, label) => {
    expect(foundLabel(count)).toBe(label);
  });

  it.each([
    [12, true, 'Groupe de 12 clubs, zoomer'],
    [3, false, 'Groupe de 3 clubs, afficher la liste'],
  ])('cluster of %i (zooms in: %s) is named %j', (count, zoomsIn, label) => {
    expect(clusterLabel(count, zoomsIn)).toBe(label);
  });
});

describe('diffMarkerKeys', () => {
  it.each([
    [[], ['a', 'b'], ['a', 'b'], []],
    [['a', 'b'], ['b', 'c'], ['c'], ['a']],
    [['a', 'b'], ['a', 'b'], [], []],
    [['a'], [], [], ['a']],
  ])('from %j to %j adds %j and removes %j', (current, next, added, removed) => {
    expect(diffMarkerKeys(current, next)).toEqual({ added, removed });
  });
});

describe('composeViewQuery: one question for the map and the list', () => {
  const view = { bbox: [0, 44, 6, 48] as Bbox, paddedBbox: [-1, 43, 7, 49] as Bbox, zoom: 6 };
  const filter = { search: 'lyon', activityId: 2, ageInMonths: null };

  type Case = [
    string,
    { mapShown: boolean; view: MapViewport; group: ClubGroup | null },
    { map: ViewQuery['map']; scope: ListScope },
  ];
  it.each<Case>([
    [
      'map shown: padded view for the markers, visible view for the list',
      { mapShown: true, view, group: null },
      { map: { bbox: view.paddedBbox, zoom: 6 }, scope: { kind: 'view', bbox: view.bbox } },
    ],
    [
      'map hidden: no markers, every filtered club listed',
      { mapShown: false, view, group: null },
      { map: null, scope: { kind: 'all' } },
    ],
    [
      'a group chosen on the map narrows the list to it',
      { mapShown: true, view, group: { clusterIds: [9], clubIds: [], count: 4 } },
      {
        map: { bbox: view.paddedBbox, zoom: 6 },
        scope: { kind: 'group', clusterIds: [9], clubIds: [], count: 4 },
      },
    ],
  ])('%s', (_label, inputs, expected) => {
    const query = composeViewQuery({ filter, page: 1, focusId: 7, ...inputs });
    expect(query).toEqual({
      filter,
      map: expected.map,
      list: { scope: expected.scope, page: 1, focusId: 7 },
    });
  });

  it('gives equal questions equal keys, so a question is asked once', () => {
    const inputs = { filter, mapShown: true, view, group: null, page: 0, focusId: null };
    expect(viewQueryKey(composeViewQuery(inputs))).toBe(
      viewQueryKey(composeViewQuery({ ...inputs })),
    );
    expect(viewQueryKey(composeViewQuery(inputs))).not.toBe(
      viewQueryKey(composeViewQuery({ ...inputs, page: 1 })),
    );
  });
});

describe('viewportOf: the view the worker is asked about', () => {
  it.each<[Bbox, number, MapViewport]>([
    [[0, 40, 10, 50], 6, { bbox: [0, 40, 10, 50], paddedBbox: [-1.5, 38.5, 11.5, 51.5], zoom: 6 }],
    [
      [4.8000004, 45.7000004, 4.9000004, 45.8000004],
      13,
      { bbox: [4.8, 45.7, 4.9, 45.8], paddedBbox: [4.785, 45.685, 4.915, 45.815], zoom: 13 },
    ],
    [
      [-200, -80, 200, 80],
      1,
      { bbox: [-180, -80, 180, 80], paddedBbox: [-180, -85.06, 180, 85.06], zoom: 1 },
    ],
  ])('bounds %j at zoom %i', (bounds, zoom, expected) => {
    const view = viewportOf(bounds, zoom);
    expect(view.zoom).toBe(expected.zoom);
    view.bbox.forEach((value, index) =>
      expect(value).toBeCloseTo(expected.bbox[index] as number, 6),
    );
    view.paddedBbox.forEach((value, index) =>
      expect(value).toBeCloseTo(expected.paddedBbox[index] as number, 6),
    );
  });

  it('rounds to a millionth of a degree, so a foreseen view and the reached one ask the same', () => {
    expect(viewportOf([1.00000001, 44, 3, 46], 7)).toEqual(viewportOf([1.00000004, 44, 3, 46], 7));
  });
});
