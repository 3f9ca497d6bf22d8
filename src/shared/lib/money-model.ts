/**
 * The one money model of an enrolment (docs/adr/0014-one-money-model.md): what a member owes
 * for a category price, in the order the spec gives (docs/spec/enrolment.md section 9). The
 * wizard's summary, the cart card and its price check, and the mocked backend's order, checkout and
 * payment schedule all read these figures, so they agree to the cent. Pure and in cents inside:
 * 0.1 + 0.2 must never leave a stray cent.
 */

export type PriceInput = {
  initialPrice: number;
  /** discount.amount of the offer (the family discount). */
  discount: number;
  /** discountDroitClub.amount of the offer: the licence already paid this season. */
  clubRightDiscount: number;
  /** The promo's discountPercentage, 0 without a promo. */
  promoPercentage: number;
  /** Level 1 amount minus level 2 amount when the upgrade case applies, else null. */
  licenceUpgrade: number | null;
  /**
   * The chosen licence's own amount when it is not the one included in the price ('- incluse'
   * is 0). Unused in the upgrade case, whose formula already adds the licence.
   */
  licenceSupplement?: number;
};

export type PriceBreakdown = {
  initialPrice: number;
  /** What the licence adds: the upgrade, or a better licence's supplement (0 when included). */
  licence: number;
  /** The family discount taken off (never in the upgrade case, whose formula leaves it out). */
  discount: number;
  clubRightDiscount: number;
  /** initial price + licence - club-right discount - discount. */
  base: number;
  /** discountPercentage percent of the base, rounded to the cent. */
  promo: number;
  /** base - promo, never below 0: the order's amount and what the payment options split. */
  amount: number;
};

export const toCentsExact = (euros: number): number => Math.round((euros + Number.EPSILON) * 100);
const toEuros = (cents: number): number => cents / 100;

/** Euro amounts keep 2 decimals; EPSILON keeps 1.005 from rounding down to 1.00. */
export function roundToCents(amount: number): number {
  return toEuros(toCentsExact(amount));
}

/**
 * docs/spec/enrolment.md section 9: with the upgrade, base = initial price + (level 1 - level 2) -
 * club-right discount; otherwise base = initial price - club-right discount - discount (plus a
 * chosen better licence's supplement). The promo reduces the base by discountPercentage percent.
 */
export function priceBreakdown(input: PriceInput): PriceBreakdown {
  const upgrade = input.licenceUpgrade !== null;
  const initial = toCentsExact(input.initialPrice);
  const licence = toCentsExact(
    upgrade ? (input.licenceUpgrade ?? 0) : (input.licenceSupplement ?? 0),
  );
  const discount = upgrade ? 0 : toCentsExact(input.discount);
  const clubRight = toCentsExact(input.clubRightDiscount);
  const base = initial + licence - clubRight - discount;
  const promo = base > 0 ? Math.round((base * input.promoPercentage) / 100) : 0;
  return {
    initialPrice: toEuros(initial),
    licence: toEuros(licence),
    discount: toEuros(discount),
    clubRightDiscount: toEuros(clubRight),
    base: toEuros(base),
    promo: toEuros(promo),
    amount: toEuros(Math.max(0, base - promo)),
  };
}

/** Difference = initial price - (base - promo): positive is a reduction, negative an increase. */
export function priceDifference(breakdown: PriceBreakdown): number {
  return toEuros(
    toCentsExact(breakdown.initialPrice) -
      (toCentsExact(breakdown.base) - toCentsExact(breakdown.promo)),
  );
}

/** One entry of a payment option's schedule (docs/spec/enrolment.md section 3 'Payment option'). */
export type ChargedEntry = { chargedAmount: number; feeAmount?: number };
export type PaymentPlan = { totalAmount: number; transactionsSchedule: readonly ChargedEntry[] };

/** The club absorbs fees when the total charged over the schedule is at least the option's total. */
export function clubAbsorbsFees(plan: PaymentPlan): boolean {
  const charged = plan.transactionsSchedule.reduce(
    (sum, entry) => sum + toCentsExact(entry.chargedAmount),
    0,
  );
  return charged >= toCentsExact(plan.totalAmount);
}

/** Payment fees = the sum of fee amounts over the schedule (an entry without one adds nothing). */
export function paymentFees(plan: PaymentPlan): number {
  return toEuros(
    plan.transactionsSchedule.reduce((sum, entry) => sum + toCentsExact(entry.feeAmount ?? 0), 0),
  );
}

/** The fees the member is told about and charged: none before a choice or when absorbed. */
export function announcedFees(plan: PaymentPlan | undefined): number {
  return plan && !clubAbsorbsFees(plan) ? paymentFees(plan) : 0;
}

/** What the member pays: the amount, plus the announced fees. */
export function totalToPay(amount: number, fees: number): number {
  return toEuros(toCentsExact(amount) + toCentsExact(fees));
}

/**
 * The card provider's fee per transaction (designed, docs/api.md): 0.8 % plus 0.25 €, rounded to
 * the cent; nothing on a zero amount. The mocked backend's payment options, its checkout and its
 * seeded schedules all take it from here.
 */
export function cardFeeCents(amountCents: number): number {
  return amountCents === 0 ? 0 : Math.round(amountCents * 0.008 + 25);
}

/** N instalments of an amount in cents; the first takes the odd cents so the sum is exact. */
export function instalmentCents(amountCents: number, count: number): number[] {
  const instalments = Math.max(1, Math.floor(count));
  const share = Math.floor(amountCents / instalments);
  return Array.from({ length: instalments }, (_, index) =>
    index === 0 ? amountCents - share * (instalments - 1) : share,
  );
}

export type PlannedInstalment = {
  /** What the member pays for this instalment: the fee on top unless the club absorbs it. */
  totalAmount: number;
  /** The instalment of the amount itself. */
  chargedAmount: number;
  feeAmount: number;
};

/**
 * How an amount is charged in N instalments: each instalment carries its own card fee, paid by
 * the member unless the club absorbs the fees (then totalAmount = chargedAmount, and section 9's
 * test 'total charged >= option total' holds exactly).
 */
export function instalmentPlan(
  amount: number,
  count: number,
  absorbsFees: boolean,
): PlannedInstalment[] {
  return instalmentCents(toCentsExact(amount), count).map((cents) => {
    const fee = cardFeeCents(cents);
    return {
      totalAmount: toEuros(absorbsFees ? cents : cents + fee),
      chargedAmount: toEuros(cents),
      feeAmount: toEuros(fee),
    };
  });
}
