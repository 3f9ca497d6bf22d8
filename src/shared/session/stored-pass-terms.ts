import * as z from 'zod/mini';
import { readStored, storageKeys } from '../lib/storage';
import { defineStoredState } from '../lib/stored-state';

/**
 * The PASS terms-accepted flag (docs/spec/members-area.md 'termsUseAccepted'), with the version of
 * the terms it was given for: present means accepted. Here because the applications bar reads it
 * too. Version 0 is the bare boolean flag, whose terms version was kept under its own key
 * (docs/adr/0019-versioned-stored-state.md).
 */
export const storedPassTerms = defineStoredState({
  key: storageKeys.termsUseAccepted,
  version: 1,
  schema: z.object({ termsVersion: z.string() }),
  migrations: {
    0: (flag) =>
      flag === true
        ? { termsVersion: readStored(storageKeys.passTermsVersion, z.string()) ?? '' }
        : flag,
  },
  discardedMessage:
    "Votre acceptation des conditions d'utilisation de Mon PASS n'a pas pu être reprise : elles vous seront présentées à nouveau.",
});

/** The applications bar's flag: the terms were accepted, whatever their version. */
export function passTermsFlag(): boolean {
  return storedPassTerms.read() !== undefined;
}
