import { z } from 'zod';
import { zHonorabilite } from '@/shared/api/generated/main/zod';

const text = z
  .string()
  .nullish()
  .transform((value) => value ?? null);
const flag = z
  .boolean()
  .nullish()
  .transform((value) => value ?? false);

/**
 * docs/spec/members-area.md 3 'Honorabilite': functions, birth identity and place, parents. Derived
 * from docs/openapi/main-api.yaml Honorabilite (docs/adr/0017-generated-schemas.md), where every
 * field is optional: an absent function reads as not held, an absent text as not declared.
 */
export const honorabilitySchema = zHonorabilite.options[0].extend({
  encadrant: flag,
  dirigeant: flag,
  arbitre: flag,
  maitreNageur: flag,
  nomPrenomNaissance: text,
  paysNaissance: text,
  departmentNaissance: text,
  villeNaissance: text,
  villeNaissanceCode: text,
  prenomMere: text,
  nomMere: text,
  prenomPere: text,
  nomPere: text,
});
export type Honorability = z.infer<typeof honorabilitySchema>;

/** No declaration on file: no function, nothing declared (the Profile's honorabilite is absent). */
export const emptyHonorability: Honorability = honorabilitySchema.parse({});
