import type { MockDb } from '../types';
import { seedActivities, seedCategories, seedCategoryPrices, seedClubs } from './clubs';
import { seedConversations } from './conversations';
import { seedNews } from './news';
import { seedOffers } from './offers';
import { seedOrders } from './orders';
import { seedAccounts, seedMemberships, seedProfiles, seedResponsibilities } from './people';
import { seedLicenseLevels, seedRoles, seedSeasons } from './reference';
import { seedSponsors } from './sponsors';

/** Bump when the row shapes change: a stored database of another version is discarded. */
export const mockDbVersion = 1;

/** A fresh database every call: callers may mutate it freely. */
export function createSeed(): MockDb {
  const clubs = seedClubs();
  const activities = seedActivities();
  const categories = seedCategories(activities);
  return {
    version: mockDbVersion,
    seasons: seedSeasons(),
    clubs,
    activities,
    categories,
    categoryPrices: seedCategoryPrices(categories, activities),
    roles: seedRoles(),
    licenseLevels: seedLicenseLevels(),
    accounts: seedAccounts(),
    profiles: seedProfiles(),
    responsibilities: seedResponsibilities(),
    memberships: seedMemberships(),
    orders: seedOrders(),
    conversations: seedConversations(),
    news: seedNews(),
    sponsors: seedSponsors(clubs),
    offers: seedOffers(),
  };
}
