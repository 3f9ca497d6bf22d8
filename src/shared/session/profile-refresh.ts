import { api } from '../api/api-slice';
import { startAppListening } from '../store/listener-middleware';

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
 */
startAppListening({
  predicate: (action) =>
    api.util.invalidateTags.match(action) && invalidatesProfile(action.payload),
  effect: async (_action, listenerApi) => {
    listenerApi.cancelActiveListeners();
    const profileId = listenerApi.getState().session.current?.id;
    if (profileId === undefined) return;
    // Loaded on demand: the thunks bring the HTTP layer, which the landing route does without.
    const { loadProfile } = await import('./session-thunks');
    await listenerApi.dispatch(loadProfile(profileId));
  },
});
