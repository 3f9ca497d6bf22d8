import * as z from 'zod/mini';

/** A path inside the portal, never another site: what the result page links to. */
const portalPath = z.string().check(z.refine((path) => /^\/(?!\/)/.test(path)));

/**
 * Where a member who did not pay goes to pay again (issue 34): the request in Mes inscriptions
 * (its 'Paiement'), the home's premium block, the sign-in of an account the pack created, or the
 * activity page whose registration without an account is saved only once paid.
 */
export const payAgainPlaces = ['request', 'premium', 'sign-in', 'registration'] as const;
export type PayAgainPlace = (typeof payAgainPlaces)[number];

/**
 * What the member is paying for, kept in this tab while the payment provider has it, so that
 * the result page can give a receipt: the provider sends back only 'success' or 'error'
 * (docs/spec/members-area.md 2, payments/{result}). sessionStorage: the tab that paid, nothing beyond it.
 * Every figure is the flow's own (docs/adr/0014-one-money-model.md): the total and the first
 * instalment of the option the member chose; null when the flow does not know it.
 */
const receiptSchema = z.object({
  savedAt: z.number(),
  clubTitle: z.string(),
  clubLogoUrl: z.nullable(z.string()),
  activity: z.string(),
  member: z.string(),
  total: z.nullable(z.number()),
  today: z.nullable(z.number()),
  schedule: z.array(z.object({ date: z.string(), amount: z.number() })),
  /** The member held this activity in an earlier season (a renewal, not a first sign-up). */
  renewal: z.optional(z.boolean()),
  /** The order paid, when known: paying it again from Mes inscriptions keeps its figures. */
  orderId: z.optional(z.number()),
  /** The signed-in profile that paid: the result page opens inside its space. */
  profileId: z.optional(z.number()),
  /** Where to pay again after a failure or a cancellation. */
  payAgain: z.optional(z.object({ place: z.enum(payAgainPlaces), path: portalPath })),
});
export type PaymentReceipt = z.infer<typeof receiptSchema>;
export type NewPaymentReceipt = Omit<PaymentReceipt, 'savedAt'>;

const key = 'paymentReceipt';
/** Beyond this, the receipt is of another payment than the one the member comes back from. */
export const receiptLifetimeMs = 2 * 60 * 60 * 1000;

export function keepPaymentReceipt(receipt: NewPaymentReceipt, now = Date.now()) {
  try {
    window.sessionStorage.setItem(key, JSON.stringify({ ...receipt, savedAt: now }));
  } catch {
    // blocked storage: the result page shows no receipt
  }
}

/** The receipt of the payment the member comes back from, if this tab kept a recent one. */
export function readPaymentReceipt(now = Date.now()): PaymentReceipt | undefined {
  try {
    const raw = window.sessionStorage.getItem(key);
    if (raw === null) return undefined;
    const parsed = z.safeParse(receiptSchema, JSON.parse(raw));
    if (parsed.success && now - parsed.data.savedAt < receiptLifetimeMs) return parsed.data;
  } catch {
    // not JSON or blocked: no receipt
  }
  return undefined;
}
