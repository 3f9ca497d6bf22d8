import { findActivity } from '../../db/catalogue';
import { memberDetailsView } from '../../db/members/member-details';
import { rowById } from '../../db/queries';
import type { MembershipRow, MockDb, ProfileRow, ResponsibilityRow } from '../../db/types';
import { clubRefView, roleView, seasonRefView } from './refs';

export function membershipView(db: MockDb, membership: MembershipRow) {
  const activity = findActivity(db, membership.activityId);
  if (!activity) throw new Error(`Mock database: no activity with id ${membership.activityId}`);
  const licence = membership.license;
  const level = licence && rowById(db.licenceLevels, licence.licenseLevelId, 'licence level');
  return {
    id: membership.id,
    season: seasonRefView(db, membership.seasonId),
    activity: {
      id: activity.id,
      // A licence-only membership names no activity ('Aucune activité' on its card).
      title: membership.licenceOnly ? '' : activity.title,
      type: activity.type,
      imageUrl: activity.imageUrl,
    },
    clubId: membership.clubId,
    club: clubRefView(db, membership.clubId),
    end: membership.end,
    license:
      licence && level
        ? {
            id: licence.id,
            number: licence.number,
            licenseLevel: { level: level.level, title: level.title, type: level.type },
          }
        : null,
    subscriptionMemberships: membership.subscriptions.map((subscription) => ({
      id: subscription.id,
      activityCategory: { id: subscription.categoryId },
      activityCategoryPrice: {
        id: subscription.categoryPriceId,
        season: { id: membership.seasonId },
      },
    })),
  };
}

function responsibilityView(db: MockDb, row: ResponsibilityRow) {
  return {
    id: row.id,
    role: roleView(db, row.roleId),
    function: null,
    serviceFederation: row.serviceTitle ? { id: 1, title: row.serviceTitle } : null,
    region: null,
    organization: null,
    club: row.clubId === null ? null : clubRefView(db, row.clubId),
    activity: null,
    validatorExpenseReportsId: null,
  };
}

/** The profile as GET /profiles answers it: memberships of every season, the app splits them. */
export function profileView(db: MockDb, profile: ProfileRow) {
  const memberships = db.memberships
    .filter((membership) => membership.profileId === profile.id)
    .sort((a, b) => b.seasonId - a.seasonId || a.id - b.id);
  const responsibilities = db.responsibilities.filter((row) => row.profileId === profile.id);
  const main = responsibilities.find((row) => row.main);
  const clubIds = new Set([
    ...memberships.map((membership) => membership.clubId),
    ...responsibilities.flatMap((row) => (row.clubId === null ? [] : [row.clubId])),
  ]);
  return {
    id: profile.id,
    firstname: profile.firstname,
    lastname: profile.lastname,
    email: profile.email,
    gender: profile.gender,
    birthday: profile.birthday,
    photo: profile.photo,
    address: profile.address,
    addressContinued: profile.addressContinued,
    city: profile.city,
    postalCode: profile.postalCode,
    mobilePhone: profile.mobilePhone,
    phone: profile.phone,
    main: profile.main,
    role: profile.roleId === null ? null : roleView(db, profile.roleId),
    responsabilities: responsibilities.map((row) => responsibilityView(db, row)),
    mainResponsability: main ? responsibilityView(db, main) : null,
    memberships: memberships.map((membership) => membershipView(db, membership)),
    clubs: [...clubIds].sort((a, b) => a - b).map((clubId) => clubRefView(db, clubId)),
    ...memberDetailsView(db, profile.id),
  };
}
