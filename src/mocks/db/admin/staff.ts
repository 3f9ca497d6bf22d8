import { pickDistinct, seededRandom } from '../prng';
import type { StaticTables } from '../types';
import { functionIds, seedAdminFunctions } from './functions';
import { frenchFirstNames as firstNames, frenchLastNames as lastNames } from '../french-names';
import { emailLocalPart } from './names';
import {
  activityEndDate,
  adminOrganizations,
  adminRegions,
  adminServices,
  organizationIdOfClub,
  regionIdOfClub,
} from './reference';
import type {
  AdminTables,
  StaffAccountRow,
  StaffProfileRow,
  StaffResponsibilityRow,
} from './types';

/** The demo administrators, mirrored from `accounts` (same e-mail and profile ids). */
export const demoStaff = {
  clubAdmin: { accountId: 3, profileId: 301, email: 'admin.club@exemple.fr' },
  federationAdmin: { accountId: 4, profileId: 401, email: 'admin.federation@exemple.fr' },
  superAdmin: { accountId: 6, profileId: 601, email: 'admin.super@exemple.fr' },
  regionAdmin: { accountId: 7, profileId: 701, email: 'admin.region@exemple.fr' },
} as const;

/** A staff family (no portal login) with a dependant that can be dissociated (Hugo). */
export const rouxFamily = {
  accountId: 8,
  mainProfileId: 801,
  email: 'famille.roux@exemple.fr',
} as const;

/** Generated accounts: ids 1001 onward; profiles 10001 onward (ten per account). */
export const generatedStaffCount = 400;
const firstAccountId = 1001;
const lyon = 1;
const auvergneRhoneAlpes = 1;

/**
 * How the 400 generated accounts spread over the levels: enough of each for paging and filters
 * (two per region for region admins, three per organisation), most of them club and section staff.
 */
const levelPlan: [roleId: number | null, count: number][] = [
  [1, 2],
  [2, 18],
  [3, 36],
  [4, 12],
  [5, 130],
  [6, 110],
  [7, 30],
  [8, 40],
  [null, 22],
];

const clubFunctions = [
  'Président',
  'Vice-président',
  'Secrétaire',
  'Trésorier',
  'Correspondant communication',
];
const regionFunctions = [
  'Président de comité régional',
  'Conseiller technique régional',
  'Secrétaire',
  'Trésorier',
];
const sectionFunctions = ['Responsable de section', 'Entraîneur', 'Éducateur sportif'];
const categoryFunctions = ['Responsable de catégorie', 'Entraîneur', 'Éducateur sportif'];
const organizationFunctions = ['Référent organisme', 'Correspondant partenaire'];
const contributorFunctions = ['Bénévole', 'Rédacteur'];

/** The demo administrators' responsibilities keep the ids of `responsibilities`. */
const fixedId = (id: number, row: StaffResponsibilityRow): StaffResponsibilityRow => ({
  ...row,
  id,
});

export function seedAdminTables(tables: Pick<StaticTables, 'clubs' | 'activities'>): AdminTables {
  const random = seededRandom(20261123);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const functionsCatalogue = seedAdminFunctions();
  const federalFunctionsOf = (serviceId: number) =>
    functionsCatalogue.filter((row) => row.serviceIds.includes(serviceId)).map((row) => row.id);

  const clubs = tables.clubs;
  const activitiesByClub = new Map<number, number[]>();
  for (const activity of tables.activities) {
    // Only current sections: a past event is no place for a new section admin.
    const end = activityEndDate(activity);
    if (end !== null && end < '2026-08-01') continue;
    const list = activitiesByClub.get(activity.clubId) ?? [];
    list.push(activity.id);
    activitiesByClub.set(activity.clubId, list);
  }

  const accounts: StaffAccountRow[] = [];
  const responsibilities: StaffResponsibilityRow[] = [];
  let nextResponsibilityId = 50001;
  const usedEmails = new Set<string>([
    ...Object.values(demoStaff).map((staff) => staff.email),
    rouxFamily.email,
  ]);

  const responsibility = (
    profileId: number,
    roleId: number,
    scope: Partial<Omit<StaffResponsibilityRow, 'id' | 'profileId' | 'roleId'>>,
  ): StaffResponsibilityRow => ({
    id: nextResponsibilityId++,
    profileId,
    roleId,
    main: true,
    // Sparse rows: nulls are not stored.
    ...Object.fromEntries(Object.entries(scope).filter(([, value]) => value != null)),
  });

  // A club admin of AMSF Lyon and its sections every few accounts, so the demo club admin's
  // list pages too.
  const clubOf = (index: number) => (index % 6 === 0 ? clubs[0] : pick(clubs));

  let index = 0;
  for (const [roleId, count] of levelPlan) {
    for (let n = 0; n < count; n += 1, index += 1) {
      const accountId = firstAccountId + index;
      const mainProfileId = 10001 + index * 10;
      const firstname = pick(firstNames);
      const lastname = pick(lastNames);
      let email = `${emailLocalPart(firstname, lastname)}@exemple.fr`;
      for (let suffix = 2; usedEmails.has(email); suffix += 1) {
        email = `${emailLocalPart(firstname, lastname)}${suffix}@exemple.fr`;
      }
      usedEmails.add(email);
      const club = clubOf(index);
      const profiles: StaffProfileRow[] = [
        {
          id: mainProfileId,
          firstname,
          lastname,
          main: true,
          hasActiveMemberships: random() < 0.8,
          roleId,
        },
      ];
      const dependants = random() < 0.3 ? (random() < 0.35 ? 2 : 1) : 0;
      for (let k = 1; k <= dependants; k += 1) {
        profiles.push({
          id: mainProfileId + k,
          firstname: pick(firstNames),
          lastname,
          main: false,
          hasActiveMemberships: random() < 0.5,
          roleId: 9,
        });
      }
      accounts.push({ id: accountId, email, profiles });
      if (roleId === null || !club) continue;

      // Region and organisation follow from the club (see StaffResponsibilityRow).
      const clubScope = { clubId: club.id };
      switch (roleId) {
        case 1:
          responsibilities.push(
            responsibility(mainProfileId, 1, {
              functionId: functionIds['Administrateur de la plateforme'] ?? null,
            }),
          );
          break;
        case 2: {
          const service = adminServices[n % adminServices.length];
          const serviceId = service?.id ?? 1;
          responsibilities.push(
            responsibility(mainProfileId, 2, {
              serviceId,
              functionId: pick(federalFunctionsOf(serviceId)),
              validatorExpenseReportsId: n % 4 === 0 ? serviceId : null,
            }),
          );
          break;
        }
        case 3: {
          const region = adminRegions[n % adminRegions.length];
          responsibilities.push(
            responsibility(mainProfileId, 3, {
              regionId: region?.id ?? auvergneRhoneAlpes,
              functionId: functionIds[pick(regionFunctions)] ?? null,
            }),
          );
          break;
        }
        case 4: {
          const organization = adminOrganizations[n % adminOrganizations.length];
          responsibilities.push(
            responsibility(mainProfileId, 4, {
              organizationId: organization?.id ?? 1,
              functionId: functionIds[pick(organizationFunctions)] ?? null,
            }),
          );
          break;
        }
        case 5:
          responsibilities.push(
            responsibility(mainProfileId, 5, {
              ...clubScope,
              functionId:
                functionIds[clubFunctions[n % clubFunctions.length] ?? 'Président'] ?? null,
            }),
          );
          break;
        case 6:
        case 7: {
          const sections = activitiesByClub.get(club.id) ?? [];
          const [first, second] = pickDistinct(sections, 2, random);
          const titles = roleId === 6 ? sectionFunctions : categoryFunctions;
          responsibilities.push(
            responsibility(mainProfileId, roleId, {
              ...clubScope,
              activityId: first ?? null,
              functionId: functionIds[pick(titles)] ?? null,
            }),
          );
          // One section admin in five also runs a second section of the same club.
          if (roleId === 6 && second !== undefined && n % 5 === 0) {
            responsibilities.push({
              ...responsibility(mainProfileId, 6, {
                ...clubScope,
                activityId: second,
                functionId: functionIds['Entraîneur'] ?? null,
              }),
              main: false,
            });
          }
          break;
        }
        case 8:
          responsibilities.push(
            responsibility(mainProfileId, 8, {
              ...clubScope,
              functionId: functionIds[pick(contributorFunctions)] ?? null,
            }),
          );
          break;
        default:
          break;
      }
    }
  }

  const demo = demoAccounts();
  return {
    staffAccounts: [...demo.accounts, ...accounts],
    staffResponsibilities: [...demo.responsibilities, ...responsibilities],
    adminFunctions: functionsCatalogue,
  };

  function demoAccounts(): {
    accounts: StaffAccountRow[];
    responsibilities: StaffResponsibilityRow[];
  } {
    const lyonClub = clubs.find((club) => club.id === lyon);
    const profile = (
      id: number,
      firstname: string,
      lastname: string,
      roleId: number,
    ): StaffProfileRow => ({
      id,
      firstname,
      lastname,
      main: true,
      hasActiveMemberships: true,
      roleId,
    });
    /** A demo login of demoStaff: one account, its one profile holding the given role. */
    const staffLogin = (
      who: 'clubAdmin' | 'federationAdmin' | 'superAdmin' | 'regionAdmin',
      firstname: string,
      lastname: string,
      roleId: number,
    ): StaffAccountRow => ({
      id: demoStaff[who].accountId,
      email: demoStaff[who].email,
      profiles: [profile(demoStaff[who].profileId, firstname, lastname, roleId)],
    });
    return {
      accounts: [
        staffLogin('clubAdmin', 'Karim', 'Benali', 5),
        staffLogin('federationAdmin', 'Sophie', 'Lambert', 2),
        staffLogin('superAdmin', 'Nadia', 'Girard', 1),
        staffLogin('regionAdmin', 'Julien', 'Fabre', 3),
        {
          // Not a portal login: the family whose linked profiles the journeys change.
          id: rouxFamily.accountId,
          email: rouxFamily.email,
          profiles: [
            profile(rouxFamily.mainProfileId, 'Isabelle', 'Roux', 6),
            {
              ...profile(rouxFamily.mainProfileId + 1, 'Hugo', 'Roux', 9),
              main: false,
              hasActiveMemberships: false,
            },
            {
              ...profile(rouxFamily.mainProfileId + 2, 'Léa', 'Roux', 9),
              main: false,
            },
          ],
        },
      ],
      responsibilities: [
        fixedId(
          3001,
          responsibility(demoStaff.clubAdmin.profileId, 5, {
            regionId: lyonClub ? regionIdOfClub(lyonClub) : auvergneRhoneAlpes,
            organizationId: lyonClub ? organizationIdOfClub(lyonClub) : null,
            clubId: lyon,
            functionId: functionIds['Président'] ?? null,
          }),
        ),
        fixedId(
          4001,
          responsibility(demoStaff.federationAdmin.profileId, 2, {
            serviceId: 1,
            functionId: functionIds['Directeur de la vie fédérale'] ?? null,
            validatorExpenseReportsId: 1,
          }),
        ),
        fixedId(
          6001,
          responsibility(demoStaff.superAdmin.profileId, 1, {
            functionId: functionIds['Administrateur de la plateforme'] ?? null,
          }),
        ),
        fixedId(
          7001,
          responsibility(demoStaff.regionAdmin.profileId, 3, {
            regionId: auvergneRhoneAlpes,
            functionId: functionIds['Président de comité régional'] ?? null,
          }),
        ),
        fixedId(
          8001,
          responsibility(rouxFamily.mainProfileId, 6, {
            regionId: auvergneRhoneAlpes,
            organizationId: lyonClub ? organizationIdOfClub(lyonClub) : null,
            clubId: lyon,
            activityId: tables.activities.find((activity) => activity.clubId === lyon)?.id ?? null,
            functionId: functionIds['Responsable de section'] ?? null,
          }),
        ),
      ],
    };
  }
}
