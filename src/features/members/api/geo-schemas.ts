import { z } from 'zod';
import { zDepartment, zGeoCommune } from '@/shared/api/generated/main/zod';

/**
 * The government's geo API (geo.api.gouv.fr) as the members' area reads it, derived from
 * docs/openapi/main-api.yaml GeoCommune (that service's names, not the spec's Commune of
 * GET /public/communes/{code}) and Department (docs/adr/0017-generated-schemas.md): a
 * commune's name and INSEE code are required (the form stores the code); its postal codes and
 * département are optional (not read when absent: the list is already the one of the asked code
 * or département).
 */
export const communeSchema = zGeoCommune.extend({
  nom: z.string().min(1),
  code: z.string().regex(/^[0-9AB]{5}$/),
});
export type Commune = z.infer<typeof communeSchema>;

export const departementSchema = zDepartment.extend({
  nom: z.string().min(1),
  code: z.string().min(2),
});
export type Departement = z.infer<typeof departementSchema>;
