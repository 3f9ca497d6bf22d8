import { passSessionsApi } from './get-month-sessions';
import { passSessionByIdApi } from './get-session';
import type { PassSession, SessionAddress } from './pass-session';
import { addressChanges } from './session-updated-event';

/** Loose on purpose: the root state type does not name the lazily injected PASS tags. */
type Dispatch = (action: never) => unknown;
type GetState = () => unknown;

/**
 * Changes one session wherever it is cached (every loaded programme month and its own entry),
 * without a reload: after a booking or a cancellation, a coach's edit, or a live event.
 */
export function patchCachedSession(
  dispatch: Dispatch,
  getState: GetState,
  sessionId: number,
  recipe: (session: PassSession) => void,
): void {
  const state = getState() as never;
  for (const arg of passSessionsApi.util.selectCachedArgsForQuery(state, 'getPassMonthSessions')) {
    dispatch(
      passSessionsApi.util.updateQueryData('getPassMonthSessions', arg, (draft) => {
        for (const page of draft.pages) {
          for (const session of page) if (session.id === sessionId) recipe(session);
        }
      }) as never,
    );
  }
  dispatch(
    passSessionByIdApi.util.updateQueryData('getPassSession', sessionId, (draft) => {
      recipe(draft);
    }) as never,
  );
}

/**
 * The live 'sessionUpdated' event (members-area.md 2) and the coach's edit: a session's address
 * fields change in every cached programme at once. The realtime client dispatches
 * `applySessionUpdate({ sessionId, adresse, codePostal, ville, commentaire })`.
 */
export function applySessionUpdate(update: { sessionId: number } & Partial<SessionAddress>) {
  return (dispatch: Dispatch, getState: GetState) => {
    const changes = addressChanges(update);
    patchCachedSession(dispatch, getState, update.sessionId, (session) =>
      Object.assign(session, changes),
    );
  };
}

/** A place taken (+1) or given back (-1): unlimited sessions keep -1 places. */
export function countBooking(
  dispatch: Dispatch,
  getState: GetState,
  sessionId: number,
  change: 1 | -1,
) {
  patchCachedSession(dispatch, getState, sessionId, (session) => {
    session.bookings = Math.max(0, session.bookings + change);
    if (session.places >= 0) session.places = Math.max(0, session.places - change);
  });
}
