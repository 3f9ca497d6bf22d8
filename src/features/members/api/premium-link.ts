import { z } from 'zod';

/**
 * What the premium purchases answer (members-area.md 3 'Response: link'): the provider's checkout
 * address. A missing or empty link is read as null; the page then says it could not get it.
 */
export const premiumLinkSchema = z.object({
  link: z
    .string()
    .nullish()
    .transform((value) => value || null),
});
export type PremiumLink = z.infer<typeof premiumLinkSchema>;
