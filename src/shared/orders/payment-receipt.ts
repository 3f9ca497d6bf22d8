import * as z from 'zod/mini';

/**
 * What the member is paying for, kept in this tab while the payment provider has it, so that
 * the result page can give a receipt: the provider sends back only 'success' or 'error'
 * (docs/spec/members-area.md 2, payments/{result}). sessionStorage: the tab that paid, nothing beyond it.
 */
const receiptSchema = z.object({
  savedAt: z.number(),
  clubTitle: z.string(),
  clubLogoUrl: z.nullable(z.string()),
  activity: z.string(),
  member: z.string(),
  total: z.number(),
  today: z.number(),
  schedule: z.array(z.object({ date: z.string(), amount: z.number() })),
  /** The member held this activity in an earlier season (a renewal, not a first sign-up). */
  renewal: z.optional(z.boolean()),
});
export type PaymentReceipt = z.infer<typeof receiptSchema>;

const key = 'paymentReceipt';
/** Beyond this, the receipt is of another payment than the one the member comes back from. */
export const receiptLifetimeMs = 2 * 60 * 60 * 1000;

export function keepPaymentReceipt(receipt: Omit<PaymentReceipt, 'savedAt'>, now = Date.now()) {
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
