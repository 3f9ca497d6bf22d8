import type { AccountRow, MembershipRow, ProfileRow, ResponsibilityRow } from '../types';
import { activityIdOf, categoryIdOf, categoryRank, priceIdOf } from './clubs';
import { previousPriceRank } from './catalogue-spec';
import { licenceLevelIds, seasonIds } from './reference';
import {
  adminDemoAccounts,
  adminDemoProfiles,
  adminDemoResponsibilities,
} from './admin-demo-people';

/** Stable ids that tests, e2e journeys and docs may rely on. */
export const seededAccountIds = {
  martin: 1,
  petit: 2,
  benali: 3,
  lambert: 4,
  moreau: 5,
  girard: 6,
  fabre: 7,
} as const;

export const seededProfileIds = {
  claireMartin: 101,
  lucasMartin: 102,
  paulMartin: 103,
  jeannePetit: 201,
  karimBenali: 301,
  sophieLambert: 401,
  thomasMoreau: 501,
  nadiaGirard: 601,
  julienFabre: 701,
} as const;

const lyon = 1;
const toulouse = 3;
const member = 9;

export function seedAccounts(): AccountRow[] {
  return [
    { id: seededAccountIds.martin, email: 'famille.martin@exemple.fr' },
    { id: seededAccountIds.petit, email: 'jeanne.petit@exemple.fr' },
    { id: seededAccountIds.benali, email: 'admin.club@exemple.fr' },
    { id: seededAccountIds.lambert, email: 'admin.federation@exemple.fr' },
    { id: seededAccountIds.moreau, email: 'coach.pass@exemple.fr' },
    ...adminDemoAccounts(),
  ];
}

const noContact = {
  address: null,
  addressContinued: null,
  city: null,
  postalCode: null,
  mobilePhone: null,
  phone: null,
};

const martinHome = {
  address: '14 rue Victor Hugo',
  addressContinued: 'Bâtiment B, 3e étage',
  city: 'Lyon',
  postalCode: '69002',
  phone: '0478421936',
};

export function seedProfiles(): ProfileRow[] {
  return [
    {
      id: seededProfileIds.claireMartin,
      accountId: seededAccountIds.martin,
      main: true,
      roleId: member,
      firstname: 'Claire',
      lastname: 'Martin',
      email: 'famille.martin@exemple.fr',
      gender: 'F',
      birthday: '1984-03-12',
      photo: '/mock-media/avatars/claire-martin.svg',
      ...martinHome,
      mobilePhone: '0612345678',
    },
    {
      id: seededProfileIds.lucasMartin,
      accountId: seededAccountIds.martin,
      main: false,
      roleId: member,
      firstname: 'Lucas',
      lastname: 'Martin',
      email: null,
      gender: 'M',
      birthday: '2014-06-02',
      photo: '/mock-media/avatars/lucas-martin.svg',
      ...martinHome,
      mobilePhone: null,
    },
    {
      id: seededProfileIds.paulMartin,
      accountId: seededAccountIds.martin,
      main: false,
      roleId: null,
      firstname: 'Paul',
      lastname: 'Martin',
      email: 'paul.martin@exemple.fr',
      gender: 'M',
      birthday: '1979-11-30',
      photo: null,
      ...martinHome,
      mobilePhone: '0698765432',
    },
    {
      id: seededProfileIds.jeannePetit,
      accountId: seededAccountIds.petit,
      main: true,
      roleId: null,
      firstname: 'Jeanne',
      lastname: 'Petit',
      email: 'jeanne.petit@exemple.fr',
      gender: 'F',
      birthday: null,
      photo: null,
      ...noContact,
    },
    {
      id: seededProfileIds.karimBenali,
      accountId: seededAccountIds.benali,
      main: true,
      roleId: 5,
      firstname: 'Karim',
      lastname: 'Benali',
      email: 'admin.club@exemple.fr',
      gender: 'M',
      birthday: '1975-09-18',
      photo: '/mock-media/avatars/karim-benali.svg',
      address: '27 cours Gambetta',
      addressContinued: null,
      city: 'Lyon',
      postalCode: '69003',
      mobilePhone: '0633271845',
      phone: null,
    },
    {
      id: seededProfileIds.sophieLambert,
      accountId: seededAccountIds.lambert,
      main: true,
      roleId: 2,
      firstname: 'Sophie',
      lastname: 'Lambert',
      email: 'admin.federation@exemple.fr',
      gender: 'F',
      birthday: '1970-01-25',
      photo: '/mock-media/avatars/sophie-lambert.svg',
      address: '8 allée Jean Jaurès',
      addressContinued: null,
      city: 'Toulouse',
      postalCode: '31000',
      mobilePhone: '0645128890',
      phone: '0561234567',
    },
    {
      id: seededProfileIds.thomasMoreau,
      accountId: seededAccountIds.moreau,
      main: true,
      roleId: member,
      firstname: 'Thomas',
      lastname: 'Moreau',
      email: 'coach.pass@exemple.fr',
      gender: 'M',
      birthday: '1988-07-14',
      photo: null,
      address: '5 rue de la République',
      addressContinued: null,
      city: 'Lyon',
      postalCode: '69001',
      mobilePhone: '0677104523',
      phone: null,
    },
    ...adminDemoProfiles(),
  ];
}

export function seedResponsibilities(): ResponsibilityRow[] {
  return [
    {
      id: 3001,
      profileId: seededProfileIds.karimBenali,
      roleId: 5,
      main: true,
      clubId: lyon,
      serviceTitle: null,
    },
    {
      id: 4001,
      profileId: seededProfileIds.sophieLambert,
      roleId: 2,
      main: true,
      clubId: null,
      serviceTitle: 'Service vie fédérale',
    },
    ...adminDemoResponsibilities(),
  ];
}

type MembershipSeed = {
  id: number;
  profileId: number;
  seasonId: number;
  clubId: number;
  activity: string;
  /** Category rank within the activity (1 adults, 2 youth). */
  categoryRank: number;
  license: { id: number; number: string | null; levelId: number } | null;
};

const membershipSeeds: MembershipSeed[] = [
  {
    id: 7001,
    profileId: seededProfileIds.claireMartin,
    seasonId: seasonIds.current,
    clubId: lyon,
    activity: 'Natation',
    categoryRank: categoryRank.adults,
    license: { id: 5001, number: 'AMSF-069-001984', levelId: licenceLevelIds.premium },
  },
  // Last season's yoga, not renewed: the home page offers to renew it.
  {
    id: 7002,
    profileId: seededProfileIds.claireMartin,
    seasonId: seasonIds.previous,
    clubId: lyon,
    activity: 'Yoga',
    categoryRank: categoryRank.adults,
    license: { id: 5002, number: null, levelId: licenceLevelIds.premium },
  },
  {
    id: 7003,
    profileId: seededProfileIds.lucasMartin,
    seasonId: seasonIds.current,
    clubId: lyon,
    activity: 'Judo',
    categoryRank: categoryRank.youth,
    license: { id: 5003, number: 'AMSF-069-007731', levelId: licenceLevelIds.access },
  },
  {
    id: 7004,
    profileId: seededProfileIds.karimBenali,
    seasonId: seasonIds.current,
    clubId: lyon,
    activity: 'Basket-ball',
    categoryRank: categoryRank.adults,
    license: { id: 5004, number: null, levelId: licenceLevelIds.premium },
  },
  {
    id: 7005,
    profileId: seededProfileIds.sophieLambert,
    seasonId: seasonIds.current,
    clubId: toulouse,
    activity: 'Randonnée',
    categoryRank: categoryRank.adults,
    license: { id: 5005, number: null, levelId: licenceLevelIds.premium },
  },
  {
    id: 7006,
    profileId: seededProfileIds.thomasMoreau,
    seasonId: seasonIds.current,
    clubId: lyon,
    activity: 'Cross training',
    categoryRank: categoryRank.adults,
    license: { id: 5006, number: 'AMSF-069-004512', levelId: licenceLevelIds.premium },
  },
  // Paul holds an access licence this season: enrolling in a level-2 category shows the upgrade.
  {
    id: 7007,
    profileId: seededProfileIds.paulMartin,
    seasonId: seasonIds.current,
    clubId: lyon,
    activity: 'Tennis de table',
    categoryRank: categoryRank.adults,
    license: { id: 5007, number: null, levelId: licenceLevelIds.access },
  },
];

export function seedMemberships(): MembershipRow[] {
  return membershipSeeds.map((seed) => {
    const activityId = activityIdOf(seed.clubId, seed.activity);
    const categoryId = categoryIdOf(activityId, seed.categoryRank);
    const priceRank = seed.seasonId === seasonIds.previous ? previousPriceRank : 1;
    return {
      id: seed.id,
      profileId: seed.profileId,
      seasonId: seed.seasonId,
      activityId,
      clubId: seed.clubId,
      end: null,
      license: seed.license && {
        id: seed.license.id,
        number: seed.license.number,
        licenseLevelId: seed.license.levelId,
      },
      // Subscription ids follow the membership's (7001 -> 8001).
      subscriptions: [
        { id: seed.id + 1000, categoryId, categoryPriceId: priceIdOf(categoryId, priceRank) },
      ],
    };
  });
}
