import { z } from 'zod';

/** The checkout page's address ('<origin>/mock-checkout/{id}') and the provider's API base. */
export const checkoutPagePath = '/mock-checkout';
export const providerBasePath = '/mock-provider';

/** What the simulated provider answers its checkout page (both sides live in src/mocks). */
export const checkoutAnswerSchema = z.object({
  id: z.number().int(),
  status: z.enum(['OPEN', 'PAID', 'FAILED']),
  itemName: z.string(),
  amountCents: z.number().int().min(0),
  instalments: z.number().int().min(1),
  /** Taken on the day of payment: the first instalment, or the whole amount. */
  todayCents: z.number().int().min(0),
  payerName: z.string(),
  backUrl: z.url(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswerSchema>;

export const checkoutRedirectSchema = z.object({ redirectUrl: z.url() });
