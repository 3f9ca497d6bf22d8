import { notShownAnswer } from '@/shared/api/not-shown-answer';
import { z } from 'zod';
import { zProfilePayload } from '@/shared/api/generated/main/zod';
import { profileSchema } from '@/shared/session/schemas';
import { emptyHonorability, honorabilitySchema } from './honorability-schema';

const flag = (fallback: boolean) =>
  z
    .boolean()
    .nullish()
    .transform((value) => value ?? fallback);
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);

/**
 * GET /profiles/{id} read with the personal form's fields (docs/spec/members-area.md 3
 * 'Profile/person'). The session's profile schema leaves them out; here they are optional with a
 * fallback: no secondary e-mail or profession, not a civil servant, no consent given, no
 * honorability declaration (docs/spec/members-area.md 3 names `honorabilite` among the Profile's
 * fields).
 */
export const personalInfoSchema = profileSchema.extend({
  secondEmail: text,
  profession: text,
  functionPublic: flag(false),
  agreementDiffusionImage: flag(false),
  agreementInfoFederation: flag(false),
  agreementInfoRegion: flag(false),
  agreementInfoClub: flag(false),
  agreementInfoPartner: flag(false),
  honorabilite: honorabilitySchema.nullish().transform((value) => value ?? emptyHonorability),
});
export type PersonalInfo = z.infer<typeof personalInfoSchema>;

/**
 * The body of PUT /profiles/{id} and POST /profiles: the spec's field names, birthday YYYY-MM-DD.
 * Derived from docs/openapi/main-api.yaml ProfilePayload (docs/adr/0017): what the personal form
 * makes mandatory is sent, so the client's body is stricter than the document's.
 */
export const profilePayloadSchema = zProfilePayload.extend({
  firstname: z.string().min(1),
  lastname: z.string().min(1),
  gender: z.enum(['M', 'F']).nullable(),
  birthday: z.iso.date(),
  secondEmail: z.string().nullable().optional(),
  address: z.string().min(1),
  addressContinued: z.string().nullable(),
  postalCode: z.string().regex(/^\d{5}$/),
  city: z.string().min(1),
  phone: z.string().nullable(),
  // A minor may have none (personal-info/rules/mobile-phone.ts): left out of a new profile,
  // null when a saved one is cleared.
  mobilePhone: z.string().min(1).nullable().optional(),
  profession: z.string().max(20).nullable(),
  functionPublic: z.boolean(),
  agreementDiffusionImage: z.boolean(),
  agreementInfoFederation: z.boolean(),
  agreementInfoRegion: z.boolean(),
  agreementInfoClub: z.boolean(),
  agreementInfoPartner: z.boolean(),
  /** The honorability declaration travels inside the Profile (docs/spec/members-area.md 3). */
  honorabilite: honorabilitySchema.optional(),
});
export type ProfilePayload = z.infer<typeof profilePayloadSchema>;

/**
 * The PUT /profiles/{id} body for a profile on file, unchanged: what the honorability frame
 * sends with its declaration, since the spec saves it with the profile.
 */
export function profilePayloadOf(person: PersonalInfo): ProfilePayload {
  return {
    firstname: person.firstname,
    lastname: person.lastname,
    gender: person.gender,
    birthday: person.birthday ?? '',
    address: person.address ?? '',
    addressContinued: person.addressContinued,
    postalCode: person.postalCode ?? '',
    city: person.city ?? '',
    phone: person.phone,
    mobilePhone: person.mobilePhone || null,
    profession: person.profession,
    functionPublic: person.functionPublic,
    agreementDiffusionImage: person.agreementDiffusionImage,
    agreementInfoFederation: person.agreementInfoFederation,
    agreementInfoRegion: person.agreementInfoRegion,
    agreementInfoClub: person.agreementInfoClub,
    agreementInfoPartner: person.agreementInfoPartner,
    honorabilite: person.honorabilite,
  };
}

/**
 * docs/spec/members-area.md 7 shows no answer to PUT /profiles/{id}: a 204, an empty 200 or the
 * saved profile are all the success (docs/adr/0008-tolerant-reader.md); the screens reload the
 * profile.
 */
export const savedProfileAnswer = notShownAnswer({});
