import { z } from 'zod';

export const idSchema = z.number().int();
export const refSchema = z.object({ id: idSchema, title: z.string() });
export type Ref = z.infer<typeof refSchema>;

/** Designed text fields: optional on the wire, '' when missing. */
export const optionalText = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
export const nullableText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/** A list row of the administrators list and of the search (designed: holder and function). */
export const accountRowSchema = z.object({
  email: z.string(),
  holderFirstname: optionalText,
  holderLastname: optionalText,
  mainFunction: nullableText,
});
export type AccountRow = z.infer<typeof accountRowSchema>;

/** The bare `{ success }` answer of the profile service and the invitation. */
export const successSchema = z.object({ success: z.boolean() });
export type SuccessAnswer = z.infer<typeof successSchema>;
