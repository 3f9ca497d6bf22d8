import type { InstalmentRow, PaymentScheduleRow } from '../registrations/registration-rows';

function monthly(
  firstDate: string,
  amounts: readonly number[],
  paidCount: number,
): InstalmentRow[] {
  const [year, month, day] = firstDate.split('-').map(Number) as [number, number, number];
  return amounts.map((amount, index) => {
    const date = new Date(Date.UTC(year, month - 1 + index, day)).toISOString().slice(0, 10);
    const succeeded = index < paidCount;
    return { date, expectedAmount: amount, payedAmount: succeeded ? amount : 0, succeeded };
  });
}

/**
 * Every general status of the payment details dialog: Claire's swimming in four instalments,
 * two paid ('Partiellement payé'); Lucas's judo in three, none paid ('Aucun paiement
 * effectué'); Paul's table tennis and Karim's basketball paid in one go ('Totalement payé').
 */
export function seedPaymentSchedules(): PaymentScheduleRow[] {
  return [
    { id: 1, membershipId: 7001, instalments: monthly('2026-09-15', [60, 60, 60, 60], 2) },
    { id: 2, membershipId: 7003, instalments: monthly('2026-10-05', [50, 50, 50], 0) },
    { id: 3, membershipId: 7007, instalments: monthly('2026-09-20', [120], 1) },
    { id: 4, membershipId: 7004, instalments: monthly('2026-09-10', [185.5], 1) },
  ];
}
