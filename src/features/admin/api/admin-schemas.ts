import { z } from 'zod';
import { tolerantList } from '@/shared/api/tolerant-list';

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

/** The spec's page response (administration.md 3); content read item by item when named. */
export const adminPageSchema = <T extends z.ZodType>(item: T, endpoint?: string) =>
  z.object({
    content: endpoint === undefined ? z.array(item) : tolerantList(item, endpoint),
    size: z.number().int(),
    number: z.number().int(),
    totalPages: z.number().int(),
    totalElements: z.number().int(),
    numberOfElements: z.number().int(),
  });

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
