import { z } from 'zod';
import { zAccountProfile, zAccountRow, zRef, zSuccess } from '@/shared/api/generated/main/zod';

export const idSchema = z.number().int();
/** docs/openapi/main-api.yaml Ref, as generated (docs/adr/0017-generated-schemas.md). */
export const refSchema = zRef;
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

/**
 * A postal address whose parts may each be missing (docs/spec/administration.md 3: Profile, Club
 * contact).
 */
export const postalAddressFields = {
  address: nullableText,
  addressContinued: nullableText,
  postalCode: nullableText,
  city: nullableText,
};

const rowProfileSchema = zAccountProfile
  .pick({ firstName: true, lastName: true, main: true })
  .extend({
    firstName: optionalText,
    lastName: optionalText,
    main: z.boolean().optional(),
  });

/**
 * A row of the administrators list and of the search, read as the spec's Account: the holder is
 * its main profile (docs/openapi/main-api.yaml AccountRow); the main function is designed.
 */
export const accountRowSchema = zAccountRow
  .extend({
    profiles: z.array(rowProfileSchema).nullish(),
    mainFunction: nullableText,
  })
  .transform(({ email, profiles, mainFunction }) => {
    const holder = profiles?.find((profile) => profile.main) ?? profiles?.[0];
    return {
      email,
      holderFirstname: holder?.firstName ?? '',
      holderLastname: holder?.lastName ?? '',
      mainFunction,
    };
  });
export type AccountRow = z.infer<typeof accountRowSchema>;

/**
 * The bare `{ success }` answer of the profile service and the invitation (docs/openapi Success):
 * the caller tells a refusal from a success by it, so it stays required.
 */
export const successSchema = zSuccess.extend({ success: z.boolean() });
export type SuccessAnswer = z.infer<typeof successSchema>;
