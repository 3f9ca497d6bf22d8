import type { AccountRow, ProfileRow, ResponsibilityRow } from '../types';

/**
 * The portal side of the two demo administrators added for user administration (the admin
 * back-end's view of them is in db/admin/staff.ts, with the same ids): a super admin and a
 * region admin of Auvergne-Rhône-Alpes.
 */
const girard = { accountId: 6, profileId: 601, email: 'admin.super@exemple.fr' };
const fabre = { accountId: 7, profileId: 701, email: 'admin.region@exemple.fr' };

export function adminDemoAccounts(): AccountRow[] {
  return [
    { id: girard.accountId, email: girard.email },
    { id: fabre.accountId, email: fabre.email },
  ];
}

const noAddress = { address: null, addressContinued: null, phone: null };

export function adminDemoProfiles(): ProfileRow[] {
  return [
    {
      id: girard.profileId,
      accountId: girard.accountId,
      main: true,
      roleId: 1,
      firstname: 'Nadia',
      lastname: 'Girard',
      email: girard.email,
      gender: 'F',
      birthday: '1976-05-03',
      photo: null,
      ...noAddress,
      city: 'Paris',
      postalCode: '75011',
      mobilePhone: '0611223344',
    },
    {
      id: fabre.profileId,
      accountId: fabre.accountId,
      main: true,
      roleId: 3,
      firstname: 'Julien',
      lastname: 'Fabre',
      email: fabre.email,
      gender: 'M',
      birthday: '1981-11-19',
      photo: null,
      ...noAddress,
      city: 'Lyon',
      postalCode: '69003',
      mobilePhone: '0622334455',
    },
  ];
}

export function adminDemoResponsibilities(): ResponsibilityRow[] {
  return [
    {
      id: 6001,
      profileId: girard.profileId,
      roleId: 1,
      main: true,
      clubId: null,
      serviceTitle: null,
    },
    {
      id: 7001,
      profileId: fabre.profileId,
      roleId: 3,
      main: true,
      clubId: null,
      serviceTitle: null,
    },
  ];
}
