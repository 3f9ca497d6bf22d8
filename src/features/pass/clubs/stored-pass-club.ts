import { z } from 'zod';
import { defineStoredState } from '@/shared/lib/stored-state';
import { storageKeys } from '@/shared/lib/storage';

/**
 * The selected PASS club id (docs/spec/members-area.md 3, 'selected club id'), versioned like every stored
 * state (docs/adr/0019-versioned-stored-state.md). Version 0 is the bare id written before.
 */
export const storedPassClub = defineStoredState({
  key: storageKeys.passClubId,
  version: 1,
  schema: z.number().int(),
  migrations: { 0: (id) => id },
  discardedMessage:
    "Le club choisi dans Mon PASS n'a pas pu être repris : veuillez le choisir à nouveau.",
});
