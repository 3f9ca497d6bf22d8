import type { Activity, ActivityCategory } from '@/features/enrolment/api/activity';
import type { LicenceOption } from '@/features/enrolment/api/get-licence-options';
import type { OfferPrice } from '@/features/enrolment/api/get-offers';
import type { PaymentOption } from '@/features/enrolment/api/get-payment-options';
import type { Session } from '@/features/enrolment/api/session';
import type { Membership, SubscriptionMembership } from '@/shared/session/schemas';
import { membership } from '../../../factories';

export function category(overrides: Partial<ActivityCategory> = {}): ActivityCategory {
  return {
    id: 20,
    title: 'Adultes',
    full: false,
    forSale: true,
    possiblePreRegistration: false,
    registrationWithoutValidation: false,
    preSales: false,
    maxRegistration: 0,
    soldPlaces: 0,
    infoDemand: false,
    minAge: 0,
    maxAge: 0,
    marge: 0,
    licenseLevel: { id: 1 },
    paymentSplit: 1,
    activityCategoryPrices: [
      { id: 200, season: { id: 4, title: '2025/2026' }, title: 'Annuel', totalAmount: 180 },
    ],
    categoriesSessionsForCurrentSeason: [],
    ...overrides,
  };
}

export function activity(overrides: Partial<Activity> = {}): Activity {
  return {
    id: 10,
    clubId: 1,
    title: 'Yoga',
    description: null,
    address: null,
    addressContinued: null,
    zipCode: null,
    city: null,
    addressWebsite: null,
    imageUrl: null,
    type: 1,
    federalActivityId: 1,
    stageDroitsOmnisport: false,
    publishedOnMemberPortal: true,
    activityCategories: [category()],
    ...overrides,
  };
}

export function offerPrice(overrides: Partial<OfferPrice> = {}): OfferPrice {
  return {
    priceId: 200,
    priceName: 'Annuel',
    initialPriceAmount: 180,
    priceAmount: 180,
    seasonId: 4,
    default: true,
    discount: { reason: null, amount: 0 },
    discountDroitClub: { reason: null, amount: 0 },
    activityCategory: {
      id: 20,
      title: 'Adultes',
      preSales: false,
      activity: { id: 10, title: 'Yoga', type: 1, clubId: 1 },
    },
    ...overrides,
  };
}

export function licenceOption(overrides: Partial<LicenceOption> = {}): LicenceOption {
  return {
    licenseLevelId: 1,
    licenseLevelTitle: 'Premium',
    licenseAmount: 0,
    explanation: 'La licence la plus complète.',
    ...overrides,
  };
}

export function paymentOption(
  id: number,
  schedule: { date: string; total: number; charged: number; fee: number }[],
  totalAmount = schedule.reduce((sum, entry) => sum + entry.total, 0),
): PaymentOption {
  return {
    paymentMethod: { id, name: id === 1 ? 'En une fois' : `En ${schedule.length} fois` },
    totalAmount,
    transactionsSchedule: schedule.map((entry) => ({
      date: entry.date,
      totalAmount: entry.total,
      chargedAmount: entry.charged,
      feeAmount: entry.fee,
    })),
  };
}

export function session(overrides: Partial<Session> = {}): Session {
  return {
    id: 900,
    date: '2025-09-08',
    startHour: '18:30:00',
    endHour: '20:00:00',
    categoryId: 20,
    description: null,
    availablePlaces: null,
    bookingOpensOn: null,
    ...overrides,
  };
}

/** A membership in season `seasonId` subscribed to a category or one of its prices. */
export function memberOf(
  seasonId: number,
  subscriptions: Partial<SubscriptionMembership>[],
  level?: number,
): Membership {
  const title = `${2021 + seasonId}/${2022 + seasonId}`;
  return {
    ...membership({ season: title, level }),
    season: { id: seasonId, title },
    subscriptionMemberships: subscriptions.map((subscription, index) => ({
      id: index + 1,
      activityCategory: null,
      activityCategoryPrice: null,
      ...subscription,
    })),
  };
}
