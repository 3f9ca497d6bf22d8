import { describe, expect, it } from 'vitest';
import {
  applicationEntries,
  showsAdminSeparator,
  type ApplicationContext,
} from '@/app/shell/applications';

const base: ApplicationContext = {
  profileId: 4,
  realmRoles: [],
  hasProfileRole: false,
  hasResponsibilities: false,
  hasPremium: false,
  hasAnnualLicence: false,
  termsUseAccepted: false,
  production: true,
  productName: 'AMSF',
  urls: {
    partageons: 'https://partageons.test',
    adherons: 'https://adherons.test',
    tresoclub: 'https://tresoclub.test',
    notesDeFrais: 'https://ndf.test',
    premiumClub: 'https://premium.test',
  },
};

const labels = (context: Partial<ApplicationContext>) =>
  applicationEntries({ ...base, ...context })
    .filter((entry) => entry.group === 'admin')
    .map((entry) => entry.label);

const entry = (context: Partial<ApplicationContext>, id: string) =>
  applicationEntries({ ...base, ...context }).find((item) => item.id === id);

describe('admin entries follow the identity roles', () => {
  it.each([
    [[], false, []],
    [['Partageons'], false, ['PARTAGEONS']],
    [['User-Adherons'], false, ['ADHERONS']],
    [['TresoClub'], false, ['TRESOCLUB']],
    [['ndf_access'], false, ['Notes de frais']],
    [['Module-Utilisateurs'], false, []],
    [['Module-Utilisateurs'], true, ['Gestion administrateurs']],
    [
      ['Partageons', 'User-Adherons', 'TresoClub', 'Module-Utilisateurs', 'ndf_access'],
      true,
      ['PARTAGEONS', 'ADHERONS', 'TRESOCLUB', 'Gestion administrateurs', 'Notes de frais'],
    ],
  ])('roles %j with profile role %s -> %j', (realmRoles, hasProfileRole, expected) => {
    expect(labels({ realmRoles, hasProfileRole })).toEqual(expected);
  });
});

describe('premium and licence gating', () => {
  it.each([
    [
      'avantages',
      { hasPremium: false },
      "Vous avez besoin d'une licence AMSF PREMIUM pour accéder au Club PREMIUM.",
    ],
    [
      'digiclub',
      { hasPremium: false },
      "Vous avez besoin d'une licence AMSF PREMIUM pour accéder au DIGICLUB PREMIUM by AMSF.",
    ],
    [
      'nutrition',
      { hasAnnualLicence: false },
      "Vous avez besoin d'une licence AMSF annuelle pour accéder aux fiches nutrition.",
    ],
    ['avantages', { hasPremium: true }, undefined],
    ['digiclub', { hasPremium: true }, undefined],
    ['nutrition', { hasAnnualLicence: true }, undefined],
  ])('%s with %j is locked by %s', (id, context, reason) => {
    expect(entry(context, id)?.lockedReason).toBe(reason);
  });

  it('opens the premium club in production and only informs elsewhere', () => {
    expect(entry({ hasPremium: true }, 'avantages')?.target).toEqual({
      kind: 'external',
      url: 'https://premium.test',
    });
    expect(entry({ hasPremium: true, production: false }, 'avantages')?.target).toEqual({
      kind: 'development-info',
    });
  });
});

describe('PASS entry follows the accepted terms', () => {
  it.each([
    [false, '/profile/4/pass/first'],
    [true, '/profile/4/pass/home/seances'],
  ])('termsUseAccepted %s -> %s', (termsUseAccepted, path) => {
    expect(entry({ termsUseAccepted }, 'pass')?.target).toEqual({ kind: 'internal', path });
  });
});

describe('admin separator', () => {
  it.each([
    [[], false, false],
    [[], true, true],
    [['Partageons'], false, true],
  ])('roles %j, responsibilities %s -> %s', (realmRoles, hasResponsibilities, expected) => {
    const entries = applicationEntries({ ...base, realmRoles, hasResponsibilities });
    expect(showsAdminSeparator(entries, hasResponsibilities)).toBe(expected);
  });
});
