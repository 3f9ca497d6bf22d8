import { z } from 'zod';

const text = z.string().nullable().optional();
const flag = z.boolean().optional();
const declaredText = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const declaredFlag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

/**
 * Honorabilite as docs/openapi/main-api.yaml describes it: every field optional, so an absent
 * function is not held and an absent text not declared (docs/spec/members-area.md 3).
 */
const honorabilityBody = z.object({
  encadrant: declaredFlag,
  dirigeant: declaredFlag,
  arbitre: declaredFlag,
  maitreNageur: declaredFlag,
  nomPrenomNaissance: declaredText,
  paysNaissance: declaredText,
  departmentNaissance: declaredText,
  villeNaissance: declaredText,
  villeNaissanceCode: declaredText,
  prenomMere: declaredText,
  nomMere: declaredText,
  prenomPere: declaredText,
  nomPere: declaredText,
});

/**
 * The body of PUT /profiles/{id} and POST /profiles as docs/openapi/main-api.yaml ProfilePayload
 * describes it: the names required (and not blank: a person has one), every other field optional.
 * The mock's own reading, not the portal's form schema (docs/adr/0015-openapi-contract.md).
 */
export const profilePayloadBody = z.object({
  firstname: z.string().trim().min(1),
  lastname: z.string().trim().min(1),
  gender: z.enum(['M', 'F']).nullable().optional(),
  birthday: z.iso.date().optional(),
  secondEmail: text,
  address: text,
  addressContinued: text,
  postalCode: text,
  city: text,
  phone: text,
  mobilePhone: text,
  profession: text,
  // Null is 'not said', which reads as not a civil servant.
  functionPublic: z
    .boolean()
    .nullable()
    .optional()
    .transform((value) => (value === null ? false : value)),
  agreementDiffusionImage: flag,
  agreementInfoFederation: flag,
  agreementInfoRegion: flag,
  agreementInfoClub: flag,
  agreementInfoPartner: flag,
  honorabilite: honorabilityBody.nullable().optional(),
});
export type ProfilePayloadBody = z.infer<typeof profilePayloadBody>;
