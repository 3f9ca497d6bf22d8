import type { OrderRow } from '../types';
import { activityIdOf, categoryIdOf, categoryRank, priceIdOf } from './clubs';
import { seededProfileIds } from './people';
import { licenceLevelIds } from './reference';
import { seededAmount, seededCharges } from './registrations-schedules';

function priceOf(clubId: number, activity: string, rank: number): number {
  return priceIdOf(categoryIdOf(activityIdOf(clubId, activity), rank));
}

const noExtras = { promoId: null, reservation: null, confirmed: false } as const;

/** One order in every status; only the PENDING_* ones are 'active'. */
export function seedOrders(): OrderRow[] {
  return [
    {
      id: 9001,
      profileId: seededProfileIds.claireMartin,
      status: 'PENDING_PAYMENT',
      createdAt: '2026-10-05T18:24:00+02:00',
      // Accepted by the club, to be paid in three instalments.
      ePaymentMethodId: 3,
      categoryPriceId: priceOf(1, 'Aquagym', categoryRank.adults),
      licenseLevelId: licenceLevelIds.premium,
      // 195 € less her licence already paid (45 €) and the family discount (10 €), then the
      // club's 10 % promo (docs/adr/0014-one-money-model.md).
      amount: 126,
      ...noExtras,
      promoId: 1,
    },
    {
      id: 9002,
      profileId: seededProfileIds.claireMartin,
      status: 'PENDING_DEMAND',
      createdAt: '2026-11-18T09:12:00+01:00',
      ePaymentMethodId: null,
      categoryPriceId: priceOf(1, 'Pilates', categoryRank.adults),
      licenseLevelId: licenceLevelIds.premium,
      // 220 € less 45 € and 10 €, then 10 %.
      amount: 148.5,
      ...noExtras,
      promoId: 1,
    },
    {
      id: 9003,
      profileId: seededProfileIds.claireMartin,
      status: 'PAID',
      createdAt: '2026-09-02T20:05:00+02:00',
      // Paid in four instalments with the club's promo: Mes échéances shows that schedule.
      ePaymentMethodId: seededCharges.claireNatation.instalments,
      categoryPriceId: priceOf(1, 'Natation', categoryRank.adults),
      licenseLevelId: licenceLevelIds.premium,
      amount: seededAmount(seededCharges.claireNatation),
      ...noExtras,
      promoId: 1,
      confirmed: true,
    },
    {
      id: 9004,
      profileId: seededProfileIds.lucasMartin,
      status: 'PAID',
      createdAt: '2026-09-02T20:11:00+02:00',
      ePaymentMethodId: seededCharges.lucasJudo.instalments,
      categoryPriceId: priceOf(1, 'Judo', categoryRank.youth),
      licenseLevelId: licenceLevelIds.access,
      amount: seededAmount(seededCharges.lucasJudo),
      ...noExtras,
      promoId: 1,
      confirmed: true,
    },
    {
      id: 9005,
      profileId: seededProfileIds.paulMartin,
      status: 'CANCELLED',
      createdAt: '2026-09-14T12:40:00+02:00',
      ePaymentMethodId: null,
      categoryPriceId: priceOf(1, 'Tennis de table', categoryRank.adults),
      licenseLevelId: licenceLevelIds.access,
      amount: 125,
      ...noExtras,
    },
    {
      id: 9006,
      profileId: seededProfileIds.jeannePetit,
      status: 'REFUSED',
      createdAt: '2026-09-21T16:03:00+02:00',
      ePaymentMethodId: null,
      categoryPriceId: priceOf(6, 'Escalade', categoryRank.adults),
      licenseLevelId: licenceLevelIds.premium,
      amount: null,
      ...noExtras,
    },
  ];
}
