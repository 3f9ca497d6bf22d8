import type { Action } from '@reduxjs/toolkit';
import { startAppListening } from '../store/listener-middleware';

type TagInvalidation = Action & { payload: readonly unknown[] };

function invalidatesProfile(tags: readonly unknown[]): boolean {
  return tags.some((tag) =>
    typeof tag === 'object' && tag !== null
      ? 'type' in tag && tag.type === 'Profile'
      : tag === 'Profile',
  );
}

/**
 * After an order, a payment, a presign or a cancel, whoever changed the server's data invalidates
 * the 'Profile' and 'Orders' tags (api.util.invalidateTags): queries that provide them refetch,
 * and this listener reloads the shell's current profile, which lives in the session slice
 * (read synchronously by the shell, its guards and their tests). Only the current profile is
 * reloaded: reloading another would switch the portal to it. The latest invalidation wins.
 * Registered by the API slice, which hands over its action matcher.
 */
export function reloadProfileOnInvalidation(
  isInvalidation: (action: unknown) => action is TagInvalidation,
) {
  startAppListening({
    predicate: (action) => isInvalidation(action) && invalidatesProfile(action.payload),
    effect: async (_action, listenerApi) => {
      listenerApi.cancelActiveListeners();
      const profileId = listenerApi.getState().session.current?.id;
      if (profileId === undefined) return;
      // Loaded on demand: the thunks bring the HTTP layer.
      const { loadProfile } = await import('./session-thunks');
      await listenerApi.dispatch(loadProfile(profileId));
    },
  });
}
