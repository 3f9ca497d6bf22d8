import { z } from 'zod';
import { readStored, removeStored, storageKeys, writeStored } from '../lib/storage';

/** Club and activity a visitor was looking at before signing in. */
const inscriptionRedirectSchema = z.object({
  clubId: z.number().int().positive(),
  activityId: z.number().int().positive(),
});
export type InscriptionRedirect = z.infer<typeof inscriptionRedirectSchema>;

export function storeInscriptionRedirect(redirect: InscriptionRedirect): void {
  writeStored(storageKeys.inscriptionRedirect, redirect);
}

/** Reads and clears it: the redirect happens once. */
export function takeInscriptionRedirect(): InscriptionRedirect | undefined {
  const redirect = readStored(storageKeys.inscriptionRedirect, inscriptionRedirectSchema);
  removeStored(storageKeys.inscriptionRedirect);
  return redirect;
}

export function redirectFromQuery(search: URLSearchParams): InscriptionRedirect | undefined {
  const parsed = inscriptionRedirectSchema.safeParse({
    clubId: Number(search.get('clubId')),
    activityId: Number(search.get('activityId')),
  });
  return parsed.success ? parsed.data : undefined;
}
