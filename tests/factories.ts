import type { OfflineCard } from '@/shared/offline/offline-copies';
import type { ApiProfile, Membership } from '@/shared/session/schemas';

export function membership(overrides: {
  id?: number;
  season: string;
  activityId?: number;
  activityType?: number;
  level?: number;
  licenceType?: number;
}): Membership {
  const { id = 1, season, activityId = 10, activityType = 1, level, licenceType = 1 } = overrides;
  return {
    id,
    season: { id: Number(season.slice(0, 4)) - 2022, title: season },
    activity: {
      id: activityId,
      title: `Activité ${activityId}`,
      type: activityType,
      imageUrl: null,
    },
    clubId: 3,
    club: { id: 3, title: 'AMSF Lyon', logoUrl: null },
    end: null,
    license:
      level === undefined
        ? null
        : {
            id: id * 100,
            number: null,
            licenseLevel: { level, title: 'licence', type: licenceType },
          },
    subscriptionMemberships: [],
  };
}

export function apiProfile(overrides: Partial<ApiProfile> = {}): ApiProfile {
  return {
    id: 1,
    firstname: 'Claire',
    lastname: 'Martin',
    email: 'claire@exemple.fr',
    gender: 'F',
    birthday: '1984-03-12',
    photo: null,
    address: null,
    addressContinued: null,
    city: null,
    postalCode: null,
    mobilePhone: null,
    phone: null,
    main: true,
    role: null,
    responsabilities: [],
    mainResponsability: null,
    memberships: [],
    clubs: [],
    ...overrides,
  };
}

/** Claire's licence card as the device keeps it for offline use. */
export function offlineCard(profileId: number, savedAt = '2026-11-03T09:15:00.000Z'): OfflineCard {
  return {
    profileId,
    firstname: 'Claire',
    lastname: 'MARTIN',
    photo: null,
    licenceNumber: 'AMSF-0042',
    level: 'Premium',
    season: '2026/2027',
    clubs: ['AMSF Lyon'],
    verificationPath: '/attestation/verifier/12/K3FQ-9ZXD-2M7P',
    savedAt,
  };
}
