import { defineStoredState } from '@/shared/lib/stored-state';
import { storageKeys } from '@/shared/lib/storage';
import { storedBasketsSchema } from './basket';

/**
 * The sign-up baskets in progress, per profile, so that a reload, a crashed tab or a sign-in
 * redirect resumes them (docs/adr/0019-versioned-stored-state.md). Version 0 is the same record
 * written before versions existed.
 */
export const storedBaskets = defineStoredState({
  key: storageKeys.enrolmentBaskets,
  version: 1,
  schema: storedBasketsSchema,
  migrations: { 0: (record) => record },
  discardedMessage:
    "L'inscription que vous aviez commencée n'a pas pu être reprise : elle avait été enregistrée par une autre version du portail. Veuillez la recommencer.",
});
