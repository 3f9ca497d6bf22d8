import { realmRoles } from '@/shared/auth/roles';
import { paths } from '@/shared/config/paths';

export type ApplicationEntry = {
  id: string;
  label: string;
  group: 'admin' | 'member';
  target:
    | { kind: 'external'; url: string }
    | { kind: 'internal'; path: string }
    /** Outside production the premium club is not reachable: the entry only informs. */
    | { kind: 'development-info' };
  /** Set when the entry is greyed out; the text explains why. */
  lockedReason?: string;
  /**
   * A premium partner: an external link that signs the member in (docs/spec/administration.md 7.5,
   * 7.7).
   */
  partner?: { site: 'club-premium' | 'digiclub'; profileId: number };
};

export type ApplicationContext = {
  profileId: number;
  realmRoles: readonly string[];
  hasProfileRole: boolean;
  hasResponsibilities: boolean;
  hasPremium: boolean;
  hasAnnualLicence: boolean;
  termsUseAccepted: boolean;
  production: boolean;
  productName: string;
  urls: {
    partageons: string;
    adherons: string;
    tresoclub: string;
    notesDeFrais: string;
    premiumClub: string;
    /** DIGICLUB PREMIUM's own site; absent: the premium club's. */
    digiclub?: string;
  };
};

/**
 * Entries of the applications bar, by identity role and licence (docs/spec/administration.md 2.3,
 * 5.8, 6).
 */
export function applicationEntries(context: ApplicationContext): ApplicationEntry[] {
  const { profileId, urls, productName } = context;
  const has = (role: string) => context.realmRoles.includes(role);
  const premiumTarget: ApplicationEntry['target'] = context.production
    ? { kind: 'external', url: urls.premiumClub }
    : { kind: 'development-info' };
  const digiclubTarget: ApplicationEntry['target'] = context.production
    ? { kind: 'external', url: urls.digiclub ?? urls.premiumClub }
    : { kind: 'development-info' };

  // Each identity role shows its entry; Utilisateurs also needs a role on the profile.
  const adminCandidates: [boolean, string, string, ApplicationEntry['target']][] = [
    [
      has(realmRoles.partageons),
      'partageons',
      'PARTAGEONS',
      { kind: 'external', url: urls.partageons },
    ],
    [has(realmRoles.adherons), 'adherons', 'ADHERONS', { kind: 'external', url: urls.adherons }],
    [
      has(realmRoles.tresoclub),
      'tresoclub',
      'TRESOCLUB',
      { kind: 'external', url: urls.tresoclub },
    ],
    [
      has(realmRoles.utilisateurs) && context.hasProfileRole,
      'utilisateurs',
      'Gestion administrateurs',
      { kind: 'internal', path: paths.admins(profileId) },
    ],
    [has(realmRoles.ndf), 'ndf', 'Notes de frais', { kind: 'external', url: urls.notesDeFrais }],
  ];
  const admin = adminCandidates
    .filter(([shown]) => shown)
    .map(([, id, label, target]): ApplicationEntry => ({ id, label, group: 'admin', target }));

  const premiumLock = context.hasPremium
    ? undefined
    : `Vous avez besoin d'une licence ${productName} PREMIUM pour accéder au Club PREMIUM.`;
  const digiclubLock = context.hasPremium
    ? undefined
    : `Vous avez besoin d'une licence ${productName} PREMIUM pour accéder au DIGICLUB PREMIUM by ${productName}.`;
  const nutritionLock = context.hasAnnualLicence
    ? undefined
    : `Vous avez besoin d'une licence ${productName} annuelle pour accéder aux fiches nutrition.`;

  const member: ApplicationEntry[] = [
    {
      id: 'annuaire',
      label: 'Annuaire des clubs',
      group: 'member',
      target: { kind: 'internal', path: paths.directory(profileId) },
    },
    withLock(
      {
        id: 'avantages',
        label: 'Mes avantages',
        group: 'member',
        target: premiumTarget,
        partner: { site: 'club-premium', profileId },
      },
      premiumLock,
    ),
    withLock(
      {
        id: 'digiclub',
        label: 'DIGICLUB PREMIUM',
        group: 'member',
        target: digiclubTarget,
        partner: { site: 'digiclub', profileId },
      },
      digiclubLock,
    ),
    withLock(
      {
        id: 'nutrition',
        label: 'Nutrition',
        group: 'member',
        target: { kind: 'internal', path: paths.nutrition(profileId) },
      },
      nutritionLock,
    ),
    {
      id: 'pass',
      label: 'Mon PASS',
      group: 'member',
      target: {
        kind: 'internal',
        path: context.termsUseAccepted ? paths.passSessions(profileId) : paths.passFirst(profileId),
      },
    },
    {
      id: 'sante',
      label: 'Ma Santé',
      group: 'member',
      target: { kind: 'internal', path: paths.health(profileId) },
    },
  ];
  return [...admin, ...member];
}

function withLock(entry: ApplicationEntry, lockedReason: string | undefined): ApplicationEntry {
  return lockedReason ? { ...entry, lockedReason } : entry;
}

/** The admin separator shows when an identity role entry or any responsibility exists. */
export function showsAdminSeparator(
  entries: readonly ApplicationEntry[],
  hasResponsibilities: boolean,
): boolean {
  return hasResponsibilities || entries.some((entry) => entry.group === 'admin');
}
