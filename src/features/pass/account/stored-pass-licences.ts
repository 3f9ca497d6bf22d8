import { z } from 'zod';
import { defineStoredState } from '@/shared/lib/stored-state';
import { storageKeys } from '@/shared/lib/storage';

/**
 * The licence number each profile signed in to PASS with on this device, by profile id: the
 * profile's number is designed (docs/openapi/main-api.yaml Licence.number), and without it the
 * member typed theirs once instead of on every visit (issue 32). Versioned like every stored
 * state (docs/adr/0019-versioned-stored-state.md); sign-out removes it (shared/session/sign-out).
 */
export const storedPassLicences = defineStoredState({
  key: storageKeys.passLicences,
  version: 1,
  schema: z.record(z.string(), z.string().min(1)),
  discardedMessage:
    'Le numéro de licence enregistré pour Mon PASS n’a pas pu être repris : veuillez le saisir à nouveau.',
});

export function rememberedPassLicence(profileId: number): string | undefined {
  return storedPassLicences.read()?.[String(profileId)];
}

export function rememberPassLicence(profileId: number, licence: string): void {
  storedPassLicences.write({ ...storedPassLicences.read(), [String(profileId)]: licence });
}

export function forgetPassLicence(profileId: number): void {
  const { [String(profileId)]: _forgotten, ...others } = storedPassLicences.read() ?? {};
  storedPassLicences.write(others);
}
