import { z } from 'zod';

/**
 * The government's geo API (geo.api.gouv.fr) as the members' area reads it: a commune's name
 * and INSEE code are required; its postal codes and département are optional (not read when
 * absent: the list is already the one of the asked code or département).
 */
export const communeSchema = z.object({
  nom: z.string().min(1),
  code: z.string().regex(/^[0-9AB]{5}$/),
  codesPostaux: z.array(z.string()).optional(),
  codeDepartement: z.string().optional(),
});
export type Commune = z.infer<typeof communeSchema>;

export const departementSchema = z.object({ nom: z.string().min(1), code: z.string().min(2) });
export type Departement = z.infer<typeof departementSchema>;
