import { describe, expect, it } from 'vitest';
import { accessTiles } from '@/features/admin/rules/access-tiles';
import {
  canEditResponsibility,
  canViewAccount,
  manageableEntityText,
  seesExpenseValidator,
  seesFunctionsTab,
  type Scope,
} from '@/features/admin/rules/rights';

const lyon: Scope = { regionId: 1, clubId: 1 };
const grenoble: Scope = { regionId: 1, clubId: 40 };
const marseille: Scope = { regionId: 13, clubId: 2 };
const regionOnly: Scope = { regionId: 1, clubId: null };

describe('viewing an account (administration.md 6)', () => {
  it.each([
    // The edited person has no role, or role 0: anyone may view.
    [5, null, true],
    [8, 0, true],
    [null, null, true],
    // Otherwise the viewer's role id must be lower than or equal to theirs.
    [1, 1, true],
    [2, 3, true],
    [3, 3, true],
    [5, 6, true],
    [5, 3, false],
    [6, 5, false],
    [3, 2, false],
    [2, 1, false],
    [null, 5, false],
  ])('viewer role %s, person role %s: %s', (viewer, person, allowed) => {
    expect(canViewAccount(viewer, person)).toBe(allowed);
  });
});

describe('editing a responsibility (administration.md 6)', () => {
  it.each<[string, number | null, Scope[], Scope, boolean]>([
    ['super admin: always', 1, [], marseille, true],
    ['federation admin: always', 2, [], marseille, true],
    ['region admin, same region', 3, [regionOnly], grenoble, true],
    ['region admin, other region', 3, [regionOnly], marseille, false],
    ['region admin, target region-level in the same region', 3, [regionOnly], regionOnly, true],
    ['organisation admin: never', 4, [lyon], lyon, false],
    ['club admin, same club', 5, [lyon], lyon, true],
    ['club admin, other club of the region', 5, [lyon], grenoble, false],
    ['section admin, same club', 6, [lyon], lyon, true],
    ['section admin, other club', 6, [lyon], marseille, false],
    ['category admin, same club', 7, [lyon], lyon, true],
    ['category admin, other club', 7, [lyon], grenoble, false],
    ['club admin, target without club', 5, [lyon], regionOnly, false],
    ['contributor: never', 8, [lyon], lyon, false],
    ['member: never', 9, [lyon], lyon, false],
    ['no role: never', null, [], lyon, false],
  ])('%s', (_case, viewer, scopes, target, allowed) => {
    expect(canEditResponsibility(viewer, scopes, target)).toBe(allowed);
  });
});

describe('super admin only (administration.md 6)', () => {
  it.each([
    [1, true],
    [2, false],
    [5, false],
    [null, false],
  ])('role %s sees the functions tab and the validator box: %s', (role, shown) => {
    expect(seesFunctionsTab(role)).toBe(shown);
    expect(seesExpenseValidator(role)).toBe(shown);
  });
});

describe('manageable-entity text (administration.md 6)', () => {
  it.each([
    [1, 'Tous les clubs'],
    [2, 'Tous les clubs'],
    [3, 'Tous les clubs de la région'],
    [4, "Tous les clubs de l'organisme"],
    [5, 'Toutes les données du club'],
    [6, 'Section du club'],
    [7, 'Inconnu'],
    [8, 'Inconnu'],
    [null, 'Inconnu'],
  ])('role %s: %s', (role, text) => {
    expect(manageableEntityText(role)).toBe(text);
  });
});

describe('access tiles (administration.md 6)', () => {
  const granted = (role: number | null) =>
    Object.fromEntries(accessTiles(role).map((tile) => [tile.id, tile.granted]));
  it.each([
    [1, { utilisateurs: true, adherons: true, partageons: true, tresoclub: false }],
    [2, { utilisateurs: true, adherons: true, partageons: true, tresoclub: false }],
    [4, { utilisateurs: true, adherons: true, partageons: true, tresoclub: true }],
    [5, { utilisateurs: true, adherons: true, partageons: true, tresoclub: true }],
    [6, { utilisateurs: true, adherons: true, partageons: true, tresoclub: false }],
    [7, { utilisateurs: true, adherons: true, partageons: true, tresoclub: false }],
    [8, { utilisateurs: false, adherons: false, partageons: true, tresoclub: false }],
    [9, { utilisateurs: false, adherons: false, partageons: false, tresoclub: false }],
    [0, { utilisateurs: false, adherons: false, partageons: false, tresoclub: false }],
    [null, { utilisateurs: false, adherons: false, partageons: false, tresoclub: false }],
  ])('main responsibility role %s', (role, expected) => {
    expect(granted(role)).toEqual(expected);
  });

  it('explains each tile in a tooltip, granted or not', () => {
    for (const role of [5, 9]) {
      for (const tile of accessTiles(role)) expect(tile.tooltip.length).toBeGreaterThan(10);
    }
  });
});
