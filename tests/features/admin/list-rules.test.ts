import { describe, expect, it } from 'vitest';
import {
  defaultClub,
  filterChoices,
  type Privileges,
} from '@/features/admin/users/rules/list-filters';
import {
  listQueryParams,
  pageCount,
  pageIndex,
  readListQuery,
  readPaging,
} from '@/features/admin/users/rules/list-query';
import { shouldSearch } from '@/features/admin/users/rules/search-trigger';
import { nextSort, sortRows } from '@/features/admin/users/rules/sort-rows';

const regions = [
  { id: 1, title: 'Auvergne-Rhône-Alpes' },
  { id: 13, title: "Provence-Alpes-Côte d'Azur" },
];
const organizations = [
  { id: 1, title: 'Groupe La Poste' },
  { id: 2, title: 'Orange' },
];
const clubs = [
  { id: 1, title: 'AMSF Lyon', regionId: 1, organizationId: 1 },
  { id: 40, title: 'AMSF Grenoble', regionId: 1, organizationId: null },
  { id: 2, title: 'AMSF Marseille', regionId: 13, organizationId: 2 },
];
const federation: Privileges = { role: 2, clubs, regions, organizations };
const clubAdmin: Privileges = {
  role: 5,
  clubs: [clubs[0]!],
  regions: [regions[0]!],
  organizations: [organizations[0]!],
};
const none = { organization: 0, region: 0, club: 0 };

describe('list filters within the privileges (administration.md 2.1, 6)', () => {
  it("offers 'all' only with more than one choice", () => {
    const wide = filterChoices(federation, none);
    expect([wide.organization.allowAll, wide.region.allowAll, wide.club.allowAll]).toEqual([
      true,
      true,
      true,
    ]);
    const narrow = filterChoices(clubAdmin, none);
    expect([narrow.organization.allowAll, narrow.region.allowAll, narrow.club.allowAll]).toEqual([
      false,
      false,
      false,
    ]);
  });

  it.each([
    ['nothing chosen', none, { organization: 0, region: 0, club: 0 }, [40, 1, 2]],
    [
      'a region narrows the clubs',
      { ...none, region: 1 },
      { organization: 0, region: 1, club: 0 },
      [40, 1],
    ],
    [
      'an organisation narrows regions and clubs (one left: chosen)',
      { ...none, organization: 2 },
      { organization: 2, region: 13, club: 2 },
      [2],
    ],
    [
      'a club outside the region falls back to all',
      { ...none, region: 1, club: 2 },
      { organization: 0, region: 1, club: 0 },
      [40, 1],
    ],
    [
      'an unknown organisation is all',
      { ...none, organization: 99 },
      { organization: 0, region: 0, club: 0 },
      [40, 1, 2],
    ],
  ])('%s', (_case, wanted, values, clubIds) => {
    const choices = filterChoices(federation, wanted);
    expect({
      organization: choices.organization.value,
      region: choices.region.value,
      club: choices.club.value,
    }).toEqual(values);
    expect(choices.club.options.map((club) => club.id)).toEqual(clubIds);
  });

  it('sorts options by French title', () => {
    expect(filterChoices(federation, none).club.options.map((club) => club.title)).toEqual([
      'AMSF Grenoble',
      'AMSF Lyon',
      'AMSF Marseille',
    ]);
  });

  it.each<[string, Privileges, number | undefined]>([
    ['club admin with one club', clubAdmin, 1],
    ['section admin with one club', { ...clubAdmin, role: 6 }, 1],
    ['club admin with two clubs', { ...clubAdmin, clubs: clubs.slice(0, 2) }, undefined],
    ['category admin with one club', { ...clubAdmin, role: 7 }, undefined],
    ['region admin', { ...federation, role: 3 }, undefined],
    ['federation admin', federation, undefined],
  ])('default club forced: %s', (_case, privileges, club) => {
    expect(defaultClub(privileges)).toBe(club);
  });

  it('keeps the forced club whatever the address asks', () => {
    expect(filterChoices(clubAdmin, { ...none, club: 40 }).club.value).toBe(1);
  });
});

describe('list address (administration.md 2.1, 9)', () => {
  it.each([
    ['', { organization: 0, region: 0, club: 0, offset: 0, limit: 50 }],
    [
      'organization=1&comiteRegional=3&amsf=12&offset=100&limit=50',
      { organization: 1, region: 3, club: 12, offset: 100, limit: 50 },
    ],
    ['limit=20&offset=40', { organization: 0, region: 0, club: 0, offset: 40, limit: 20 }],
    ['limit=30', { organization: 0, region: 0, club: 0, offset: 0, limit: 50 }],
    ['limit=100&offset=150', { organization: 0, region: 0, club: 0, offset: 100, limit: 100 }],
    ['offset=-5&comiteRegional=abc', { organization: 0, region: 0, club: 0, offset: 0, limit: 50 }],
  ])('reads "%s"', (search, query) => {
    expect(readListQuery(new URLSearchParams(search), 'amsf')).toEqual(query);
  });

  it('writes the filters under their spec names, leaving out zeros', () => {
    const params = listQueryParams(
      { organization: 0, region: 3, club: 12, offset: 50, limit: 50 },
      'amsf',
    );
    expect(params.toString()).toBe('comiteRegional=3&amsf=12&offset=50&limit=50');
  });

  it('round-trips', () => {
    const query = { organization: 2, region: 13, club: 2, offset: 20, limit: 20 };
    expect(readListQuery(listQueryParams(query, 'amsf'), 'amsf')).toEqual(query);
  });

  it('counts pages', () => {
    expect(pageIndex({ offset: 100, limit: 50 })).toBe(2);
    expect(pageCount(401, 50)).toBe(9);
    expect(pageCount(0, 50)).toBe(1);
    expect(readPaging(new URLSearchParams('limit=20&offset=25'))).toEqual({
      offset: 20,
      limit: 20,
    });
  });
});

describe('search trigger (administration.md 5.4)', () => {
  it.each<[string, string | undefined, boolean]>([
    ['du', undefined, false],
    ['dup', undefined, true],
    ['  du  ', undefined, false],
    ['dupont', 'dupont', false],
    [' dupont ', 'dupont', false],
    ['dupon', 'dupont', true],
    ['', 'dupont', false],
  ])('"%s" after "%s": %s', (text, last, fires) => {
    expect(shouldSearch(text, last)).toBe(fires);
  });
});

describe('sorting a page', () => {
  const rows = [{ name: 'Éric' }, { name: 'alice' }, { name: 'Bruno' }];
  it('orders French text, ascending then descending', () => {
    const ascending = nextSort(undefined, 'name');
    expect(sortRows(rows, ascending, (row) => row.name).map((row) => row.name)).toEqual([
      'alice',
      'Bruno',
      'Éric',
    ]);
    const descending = nextSort(ascending, 'name');
    expect(descending.direction).toBe('descending');
    expect(sortRows(rows, descending, (row) => row.name)[0]?.name).toBe('Éric');
    expect(sortRows(rows, undefined, (row) => row.name)).toEqual(rows);
  });
});
