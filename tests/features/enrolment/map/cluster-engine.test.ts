import { describe, expect, it, vi } from 'vitest';
import { createClubExplorer } from '@/features/enrolment/map/cluster-engine';
import {
  mayHoldProductKeys,
  readClubList,
  readFederalActivities,
} from '@/features/enrolment/map/club-list-reader';
import type { MapMarker, ViewQuery } from '@/features/enrolment/map/cluster-protocol';
import { overlaps } from '@/features/enrolment/map/rules/declutter';
import { noFilter } from '@/features/enrolment/map/rules/club-filter';
import type { Bbox } from '@/features/enrolment/map/rules/map-view';
import { clubSummary, manyClubs } from './map-test-data';

const france: Bbox = [-5.5, 41, 10, 51.5];

function query(overrides: Partial<ViewQuery> = {}): ViewQuery {
  return {
    filter: noFilter,
    map: null,
    list: { scope: { kind: 'all' }, page: 0, focusId: null },
    ...overrides,
  };
}

const lyon = clubSummary({
  id: 1,
  title: 'AMSF Lyon',
  city: 'Lyon',
  postalCode: '69003',
  latitude: 45.7603,
  longitude: 4.852,
  federalActivities: [1, 2],
  ageRanges: [{ federalActivityId: 1, minAge: 6, maxAge: 17, marge: 0 }],
});
const etienne = clubSummary({
  id: 2,
  title: 'Étoile sportive',
  city: 'Saint-Étienne',
  postalCode: '42000',
  latitude: 45.4397,
  longitude: 4.3872,
  federalActivities: [2],
  ageRanges: [{ federalActivityId: 2, minAge: 18, maxAge: 0, marge: 0 }],
});
const brest = clubSummary({
  id: 3,
  title: 'Brest Océan',
  city: 'Brest',
  postalCode: '29200',
  latitude: 48.3904,
  longitude: -4.4861,
  federalActivities: [3],
});

describe('readClubList: the worker parses and validates the raw answer', () => {
  const valid = JSON.stringify([lyon, etienne]);

  it('reads text and bytes alike', () => {
    expect(readClubList(valid, 'amsf')).toEqual({ items: [lyon, etienne], dropped: 0 });
    expect(readClubList(new TextEncoder().encode(valid).buffer, 'amsf')).toEqual({
      items: [lyon, etienne],
      dropped: 0,
    });
  });

  it.each([
    ['not JSON', '<html>'],
    ['an object', '{"clubs": []}'],
  ])('rejects %s', (_label, payload) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(readClubList(payload, 'amsf')).toBeUndefined();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  // The tolerant reader (docs/adr/0008): the malformed club is left out, the others stay.
  it.each([
    ['a club without title', { ...lyon, title: undefined }],
    ['a latitude off the globe', { ...lyon, latitude: 120 }],
    [
      'a negative minimum age',
      { ...lyon, ageRanges: [{ federalActivityId: 1, minAge: -1, maxAge: 0, marge: 0 }] },
    ],
  ])('rejects %s and keeps the other clubs', (_label, club) => {
    const log = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readClubList(JSON.stringify([club, etienne]), 'amsf')).toEqual({
      items: [etienne],
      dropped: 1,
    });
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('keeps a club that holds only the spec fields (no address, town or age ranges)', () => {
    const { address: _a, postalCode: _p, city: _c, ageRanges: _r, ...specOnly } = lyon;
    expect(readClubList(JSON.stringify([specOnly]), 'amsf')).toEqual({
      items: [{ ...specOnly, address: null, postalCode: null, city: null, ageRanges: null }],
      dropped: 0,
    });
  });
});

describe('createClubExplorer: list', () => {
  const explorer = createClubExplorer([lyon, etienne, brest]);
  const titles = (viewQuery: ViewQuery) =>
    explorer.query(viewQuery).list.items.map((club) => club.title);

  it('lists every club by name, accents ignored', () => {
    expect(titles(query())).toEqual(['AMSF Lyon', 'Brest Océan', 'Étoile sportive']);
  });

  it.each([
    [{ search: 'saint etienne', activityId: null, ageInMonths: null }, ['Étoile sportive']],
    [{ search: '29', activityId: null, ageInMonths: null }, ['Brest Océan']],
    [{ search: 'ocean', activityId: null, ageInMonths: null }, ['Brest Océan']],
    [{ search: '', activityId: 2, ageInMonths: null }, ['AMSF Lyon', 'Étoile sportive']],
    [{ search: '', activityId: null, ageInMonths: 120 }, ['AMSF Lyon']],
    [{ search: '', activityId: null, ageInMonths: 400 }, ['Étoile sportive']],
    [{ search: '', activityId: 2, ageInMonths: 120 }, []],
  ])('filter %o lists %j', (filter, expected) => {
    expect(titles(query({ filter }))).toEqual(expected);
    expect(explorer.query(query({ filter })).filteredCount).toBe(expected.length);
  });

  it('lists only the clubs in the map view when the map is shown', () => {
    const rhoneAlpes: Bbox = [3, 44, 6, 47];
    const scope = { kind: 'view', bbox: rhoneAlpes } as const;
    expect(titles(query({ list: { scope, page: 0, focusId: null } }))).toEqual([
      'AMSF Lyon',
      'Étoile sportive',
    ]);
  });
});

describe('createClubExplorer: pages and focus', () => {
  const explorer = createClubExplorer(manyClubs(1000));

  it('serves 20 clubs a page', () => {
    const { list } = explorer.query(
      query({ list: { scope: { kind: 'all' }, page: 2, focusId: null } }),
    );
    expect(list).toMatchObject({ total: 1000, page: 2 });
    expect(list.items.map((club) => club.title)).toEqual(
      Array.from({ length: 20 }, (_, index) => `Club ${String(41 + index).padStart(5, '0')}`),
    );
  });

  it('opens the page of the selected club', () => {
    const { list } = explorer.query(
      query({ list: { scope: { kind: 'all' }, page: 0, focusId: 555 } }),
    );
    expect(list.page).toBe(27);
    expect(list.items.some((club) => club.id === 555)).toBe(true);
  });
});

describe('createClubExplorer: clusters', () => {
  const explorer = createClubExplorer(manyClubs(20000));

  it.each([1, 5, 8, 11])('keeps at most 500 markers at zoom %i over France', (zoom) => {
    const { markers } = explorer.query(query({ map: { bbox: france, zoom } }));
    expect(markers.length).toBeGreaterThan(0);
    expect(markers.length).toBeLessThanOrEqual(500);
    const clubsShown = markers.reduce(
      (sum, marker) => sum + (marker.kind === 'cluster' ? marker.count : 1),
      0,
    );
    expect(clubsShown).toBe(20000);
    for (let a = 0; a < markers.length; a += 1) {
      for (let b = a + 1; b < markers.length; b += 1) {
        expect(overlaps(markers[a] as MapMarker, markers[b] as MapMarker, zoom)).toBe(false);
      }
    }
  });

  it('shows single clubs at the selected-club zoom, 13', () => {
    const around: Bbox = [4.8, 45.7, 4.9, 45.8];
    const { markers } = createClubExplorer([lyon, etienne, brest]).query(
      query({ map: { bbox: around, zoom: 13 } }),
    );
    expect(markers).toEqual([
      {
        kind: 'club',
        key: 'c1',
        club: expect.objectContaining({ id: 1, title: 'AMSF Lyon', city: 'Lyon', lat: 45.7603 }),
      },
    ]);
  });

  it('groups neighbours and tells where a group splits', () => {
    const close = createClubExplorer([lyon, etienne, brest]);
    const { markers } = close.query(query({ map: { bbox: france, zoom: 5 } }));
    const group = markers.find((marker) => marker.kind === 'cluster');
    expect(group).toMatchObject({ kind: 'cluster', count: 2 });
    if (group?.kind !== 'cluster') throw new Error('no group');
    expect(group.expansionZoom).toBeGreaterThan(5);

    const listed = close.query(
      query({
        map: { bbox: france, zoom: 5 },
        list: {
          scope: { kind: 'group', clusterIds: group.clusterIds, clubIds: [], count: 2 },
          page: 0,
          focusId: null,
        },
      }),
    );
    expect(listed.list.items.map((club) => club.title)).toEqual(['AMSF Lyon', 'Étoile sportive']);
  });

  it('follows the filter', () => {
    const { markers, filteredCount } = explorer.query(
      query({ filter: { ...noFilter, activityId: 1 }, map: { bbox: france, zoom: 5 } }),
    );
    const shown = markers.reduce((sum, m) => sum + (m.kind === 'cluster' ? m.count : 1), 0);
    expect(filteredCount).toBe(4000);
    expect(shown).toBe(4000);
  });
});

describe('createClubExplorer: natural order and product keys', () => {
  it('sorts numbers inside names naturally', () => {
    const explorer = createClubExplorer(
      [10, 9, 100].map((number) => clubSummary({ id: number, title: `Club ${number}` })),
    );
    expect(explorer.query(query()).list.items.map((club) => club.title)).toEqual([
      'Club 9',
      'Club 10',
      'Club 100',
    ]);
  });

  it.each([
    ['[{"id":1,"title":"AMSF Lyon"}]', false],
    ['[{"amsfId":1}]', true],
    ['[{"parametersAmsf":{}}]', true],
    ['[{"title":"Amsf Lyon"}]', true],
  ])('%s may hold product-named keys: %s', (text, expected) => {
    expect(mayHoldProductKeys(text, 'amsf')).toBe(expected);
  });
});

describe('readFederalActivities: validated in the worker as well', () => {
  it.each([
    ['[{"id":1,"title":"Natation"}]', { items: [{ id: 1, title: 'Natation' }], dropped: 0 }],
    ['[]', { items: [], dropped: 0 }],
    ['[{"id":"1","title":"Natation"}]', { items: [], dropped: 1 }],
    ['{"id":1}', undefined],
  ])('%s gives %j', (text, expected) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(readFederalActivities(new TextEncoder().encode(text).buffer, 'amsf')).toEqual(expected);
    log.mockRestore();
    warn.mockRestore();
  });
});

describe('around a searched town (issue 34)', () => {
  const villeurbanne = clubSummary({
    id: 4,
    title: 'Villeurbanne Sports',
    city: 'Villeurbanne',
    postalCode: '69100',
    latitude: 45.7719,
    longitude: 4.8898,
    federalActivities: [2],
  });
  const oullins = clubSummary({
    id: 5,
    title: 'Oullins Natation',
    city: 'Oullins-Pierre-Bénite',
    postalCode: '69310',
    latitude: 45.714,
    longitude: 4.8009,
    federalActivities: [1],
  });
  const explorer = createClubExplorer([brest, oullins, etienne, lyon, villeurbanne]);
  const nearLyon = { lat: 45.7676, lng: 4.8345, radiusKm: 15 };

  it('lists the clubs within the radius, nearest first, with their distance', () => {
    const { list, filteredCount } = explorer.query(
      query({ filter: { ...noFilter, search: 'Lyon', near: nearLyon } }),
    );
    expect(filteredCount).toBe(3);
    expect(list.items.map((club) => [club.title, Number(club.distanceKm?.toFixed(1))])).toEqual([
      ['AMSF Lyon', 1.6],
      ['Villeurbanne Sports', 4.3],
      ['Oullins Natation', 6.5],
    ]);
  });

  it('keeps that order within the map’s view and with the other filters', () => {
    const view: Bbox = [4.7, 45.6, 5, 45.9];
    const { list } = explorer.query(
      query({
        filter: { ...noFilter, search: 'Lyon', near: nearLyon, activityId: 1 },
        list: { scope: { kind: 'view', bbox: view }, page: 0, focusId: null },
      }),
    );
    expect(list.items.map((club) => club.title)).toEqual(['AMSF Lyon', 'Oullins Natation']);
  });

  it('gives no distance without a town', () => {
    const { list } = explorer.query(query({ filter: { ...noFilter, search: 'lyon' } }));
    expect(list.items.map((club) => [club.title, club.distanceKm])).toEqual([
      ['AMSF Lyon', undefined],
    ]);
  });
});
