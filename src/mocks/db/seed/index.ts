import { seedMemberDetails } from '../members/member-details';
import type { MockDb, MutableTables, StaticTables } from '../types';
import { seedCatalogue, seedClubs } from './clubs';
import { seedConversations } from './conversations';
import { seedAdminTables } from '../admin/staff';
import { seedFederalActivities } from './federal-activities';
import { seedNews } from './news';
import { seedOffers } from './offers';
import { seedOrders } from './orders';
import {
  seedAccounts,
  seedMemberships,
  seedProfiles,
  seedResponsibilities,
  seededProfileIds,
} from './people';
import { seedPromos } from './promos';
import { seedPaymentSchedules } from './registrations-schedules';
import { seedLicenceLevels, seedRoles, seedSeasons } from './reference';
import { seedSponsors } from './sponsors';
import { seedPassCatalogue } from '../pass/pass-catalogue-seed';
import { localToday } from '../pass/pass-calendar';
import { seedPassState } from '../pass/pass-state-seed';
import { yieldToMain } from '@/shared/lib/yield-to-main';

/** Bump when the row shapes change: a stored database of another version is discarded. */
export const mockDbVersion = 8;

let frozen: StaticTables | undefined;

/** The static tables' construction in steps: each `yield` is a point where the page may run. */
function* staticTableSteps(): Generator<void, StaticTables> {
  const clubs = seedClubs();
  yield;
  const catalogue = seedCatalogue(clubs);
  yield;
  const tables: StaticTables = {
    seasons: seedSeasons(),
    federalActivities: seedFederalActivities(),
    clubs,
    ...catalogue,
    promos: seedPromos(clubs),
    roles: seedRoles(),
    licenceLevels: seedLicenceLevels(),
    sponsors: seedSponsors(clubs),
    offers: seedOffers(),
    passCatalogue: seedPassCatalogue(localToday()),
  };
  yield;
  return deepFreeze(tables);
}

/**
 * The catalogue of 300 clubs takes tens of milliseconds to build and megabytes to store, so it
 * is built once and frozen (a write to it throws instead of leaking between tests).
 */
export function staticTables(): StaticTables {
  if (frozen) return frozen;
  const steps = staticTableSteps();
  let step = steps.next();
  while (!step.done) step = steps.next();
  frozen = step.value;
  return frozen;
}

/** The same tables built a step per task, so the demo's page keeps answering while they are. */
export async function prepareStaticTables(): Promise<void> {
  if (frozen) return;
  const steps = staticTableSteps();
  let step = steps.next();
  while (!step.done) {
    await yieldToMain();
    step = steps.next();
  }
  frozen ??= step.value;
}

/** Fresh mutable tables every call: callers may change them freely. */
export function seedMutableTables(): MutableTables {
  return {
    accounts: seedAccounts(),
    profiles: seedProfiles(),
    responsibilities: seedResponsibilities(),
    memberships: seedMemberships(),
    orders: seedOrders(),
    takenPlaces: [],
    informationDemands: [],
    offlineMembers: [],
    checkouts: [],
    conversations: seedConversations(),
    news: seedNews(),
    paymentSchedules: seedPaymentSchedules(),
    sessionReservations: [],
    memberDetails: seedMemberDetails(seededProfileIds.claireMartin),
    ...seedAdminTables(staticTables()),
    ...seedPassState(staticTables().passCatalogue),
  };
}

export function createSeed(): MockDb {
  return { version: mockDbVersion, ...staticTables(), ...seedMutableTables() };
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}
