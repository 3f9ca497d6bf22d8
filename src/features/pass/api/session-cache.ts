import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { ApiRootState, DefinitionsFromApi } from '@reduxjs/toolkit/query';
import { passSessionsApi } from './get-month-sessions';
import { passSessionByIdApi } from './get-session';
import type { PassSession, SessionAddress } from './pass-session';
import { addressChanges } from './session-updated-event';

/**
 * The one API's cache as the two session endpoints type it: both are injected into the same
 * 'api' slice, so its state holds the entries of each, and their `updateQueryData` and
 * `selectCachedArgsForQuery` check endpoint names, arguments and drafts.
 */
type SessionCacheState = ApiRootState<DefinitionsFromApi<typeof passSessionsApi>, string, 'api'> &
  ApiRootState<DefinitionsFromApi<typeof passSessionByIdApi>, string, 'api'>;

type SessionCacheThunk = ThunkAction<void, SessionCacheState, unknown, UnknownAction>;

/**
 * Changes one session wherever it is cached (every loaded programme month and its own entry),
 * without a reload.
 */
function patchCachedSession(sessionId: number, recipe: (session: PassSession) => void) {
  const thunk: SessionCacheThunk = (dispatch, getState) => {
    const monthArgs = passSessionsApi.util.selectCachedArgsForQuery(
      getState(),
      'getPassMonthSessions',
    );
    for (const arg of monthArgs) {
      dispatch(
        passSessionsApi.util.updateQueryData('getPassMonthSessions', arg, (draft) => {
          for (const page of draft.pages) {
            for (const session of page) if (session.id === sessionId) recipe(session);
          }
        }),
      );
    }
    dispatch(passSessionByIdApi.util.updateQueryData('getPassSession', sessionId, recipe));
  };
  return thunk;
}

/**
 * A coach's accepted edit (PUT UpdateCreneauAddress, docs/spec/members-area.md 5): the client knows the
 * new address fields exactly, so every cached programme shows them at once, without a reload.
 * Other members' programmes learn it from the live 'sessionUpdated' event
 * (follow-session-updates.ts), which changes each cache entry the same way.
 */
export function applySessionUpdate(update: { sessionId: number } & Partial<SessionAddress>) {
  const changes = addressChanges(update);
  return patchCachedSession(update.sessionId, (session) => Object.assign(session, changes));
}
