import { activitiesOfClub, categoriesOfActivity } from '../../../db/catalogue';
import type { ActivityRow, CategoryRow, ClubRow, MockDb } from '../../../db/types';

/** An age range of the published categories (docs/openapi/main-api.yaml ClubListItem). */
type AgeRange = { federalActivityId: number; minAge: number; maxAge: number; marge: number };

type Rows = {
  activities: readonly Pick<ActivityRow, 'id' | 'federalActivityId' | 'publishedOnMemberPortal'>[];
  categories: readonly Pick<CategoryRow, 'activityId' | 'minAge' | 'maxAge' | 'marge'>[];
};

function federalIdsOf(activities: Rows['activities']): number[] {
  const published = activities.filter((activity) => activity.publishedOnMemberPortal);
  return [...new Set(published.map((activity) => activity.federalActivityId))].sort(
    (a, b) => a - b,
  );
}

/** Distinct age ranges of the published categories: 'pour qui ?' filters on them. */
function ageRangesOf({ activities, categories }: Rows): AgeRange[] {
  const ranges = new Map<string, AgeRange>();
  for (const activity of activities.filter((item) => item.publishedOnMemberPortal)) {
    for (const category of categories.filter((item) => item.activityId === activity.id)) {
      const range = {
        federalActivityId: activity.federalActivityId,
        minAge: category.minAge,
        maxAge: category.maxAge,
        marge: category.marge,
      };
      ranges.set(Object.values(range).join('/'), range);
    }
  }
  return [...ranges.values()];
}

function rowsOf(db: MockDb, clubId: number): Rows {
  const activities = activitiesOfClub(db, clubId);
  return {
    activities,
    categories: activities.flatMap((activity) => categoriesOfActivity(db, activity.id)),
  };
}

/** What the list, the map and the club page all show of a club: its name, logo and place. */
function clubPlace(club: Readonly<ClubRow>) {
  return {
    id: club.id,
    title: club.title,
    logoUrl: club.logoUrl,
    latitude: club.latitude,
    longitude: club.longitude,
    address: club.address,
    postalCode: club.postalCode,
    city: club.city,
  };
}

export function clubSummaryView(db: MockDb, club: Readonly<ClubRow>) {
  return clubSummaryOf(club, rowsOf(db, club.id));
}

/** From the rows directly, so the 20,000 clubs of the large seed skip every lookup. */
export function clubSummaryOf(club: Readonly<ClubRow>, rows: Rows) {
  return {
    ...clubPlace(club),
    federalActivities: federalIdsOf(rows.activities),
    ageRanges: ageRangesOf(rows),
  };
}

export function clubDetailsView(db: MockDb, club: Readonly<ClubRow>) {
  return {
    ...clubPlace(club),
    site: club.site,
    email: club.email,
    phone: club.phone,
    federalActivities: federalIdsOf(activitiesOfClub(db, club.id)),
    parametersClub: { helloassoClubSlug: club.helloassoClubSlug },
  };
}

export function clubSettlementView(club: Readonly<ClubRow>) {
  return { settlement: club.settlement, settlementRequired: club.settlementRequired };
}
