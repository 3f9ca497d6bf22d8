import { instalmentPlan, priceBreakdown, type PriceInput } from '@/shared/lib/money-model';
import type { InstalmentRow, PaymentScheduleRow } from '../registrations/registration-rows';

/** AMSF Lyon's promo 'Rentrée sportive' (10 %) ran when these memberships were paid. */
const lyonPromo = 10;

/**
 * What each seeded membership was charged, through the one money model
 * (docs/adr/0014-one-money-model.md): price, family discount, the promo, then the instalments
 * with their card fees (AMSF Lyon does not absorb them). Its order (src/mocks/db/seed/orders.ts)
 * carries the same amount, and the attestation reads these schedules.
 */
export const seededCharges = {
  // Claire's Natation 'Tarif plein' 210 €, family discount 10 € (her licence came with it).
  claireNatation: { initialPrice: 210, discount: 10, instalments: 4 },
  // Lucas's Judo 'Jeunes' 135 €, family discount 10 €.
  lucasJudo: { initialPrice: 135, discount: 10, instalments: 3 },
  // Paul's Tennis de table 125 €, family discount 10 €.
  paulTennisDeTable: { initialPrice: 125, discount: 10, instalments: 1 },
  // Karim's Basket-ball 185 €, no relative in the club.
  karimBasketBall: { initialPrice: 185, discount: 0, instalments: 1 },
} as const;

type Charge = (typeof seededCharges)[keyof typeof seededCharges];

export function priceInputOf(charge: Charge): PriceInput {
  return {
    initialPrice: charge.initialPrice,
    discount: charge.discount,
    clubRightDiscount: 0,
    promoPercentage: lyonPromo,
    licenceUpgrade: null,
  };
}

/** The amount the order sends: base - promo. */
export function seededAmount(charge: Charge): number {
  return priceBreakdown(priceInputOf(charge)).amount;
}

function monthly(firstDate: string, charge: Charge, paidCount: number): InstalmentRow[] {
  const [year, month, day] = firstDate.split('-').map(Number) as [number, number, number];
  const plan = instalmentPlan(seededAmount(charge), charge.instalments, false);
  return plan.map((entry, index) => {
    const date = new Date(Date.UTC(year, month - 1 + index, day)).toISOString().slice(0, 10);
    const succeeded = index < paidCount;
    return {
      date,
      expectedAmount: entry.totalAmount,
      payedAmount: succeeded ? entry.totalAmount : 0,
      succeeded,
    };
  });
}

/**
 * Every general status of the payment details dialog: Claire's swimming in four instalments,
 * two paid ('Partiellement payé', the third, due on 15 November, unpaid); Lucas's judo in three,
 * none paid ('Aucun paiement effectué'); Paul's table tennis and Karim's basketball paid in one
 * go ('Totalement payé').
 */
export function seedPaymentSchedules(): PaymentScheduleRow[] {
  return [
    {
      id: 1,
      membershipId: 7001,
      instalments: monthly('2026-09-15', seededCharges.claireNatation, 2),
    },
    { id: 2, membershipId: 7003, instalments: monthly('2026-10-05', seededCharges.lucasJudo, 0) },
    {
      id: 3,
      membershipId: 7007,
      instalments: monthly('2026-09-20', seededCharges.paulTennisDeTable, 1),
    },
    {
      id: 4,
      membershipId: 7004,
      instalments: monthly('2026-09-10', seededCharges.karimBasketBall, 1),
    },
  ];
}
