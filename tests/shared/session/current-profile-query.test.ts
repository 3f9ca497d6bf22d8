import { describe, expect, it } from 'vitest';
import { seededProfileIds } from '@/mocks/db';
import { currentProfileEndpoint } from '@/shared/session/api/get-current-profile';
import {
  selectCurrentProfile,
  selectProfiles,
  selectSeasons,
  selectSelectedId,
  sessionCacheKeys,
} from '@/shared/session/current-profile';
import { api } from '@/shared/api/api-slice';
import { demoEmails } from '../../mocks/fake-token';
import { loadSession } from '../../session-seed';
import { setUpApp } from '../../test-utils';

const claire = seededProfileIds.claireMartin;

describe('the session read from the cached queries (docs/adr/0018-one-data-path.md)', () => {
  it('finds the entries under the keys the selectors read', async () => {
    const store = setUpApp({ user: demoEmails.family });
    await loadSession(store, claire);
    const keys = Object.keys(store.getState().api?.queries ?? {});
    expect(keys).toEqual(
      expect.arrayContaining([
        sessionCacheKeys.profiles,
        sessionCacheKeys.seasons,
        sessionCacheKeys.currentProfile(claire),
      ]),
    );
    expect(selectCurrentProfile(store.getState())?.id).toBe(claire);
    expect(selectProfiles(store.getState()).map((profile) => profile.id)).toContain(claire);
    expect(selectSeasons(store.getState()).length).toBeGreaterThan(0);
    expect(selectSelectedId(store.getState())).toBe(claire);
  });

  it("refetches the current profile when an order invalidates 'Orders' (no listener)", async () => {
    const store = setUpApp({ user: demoEmails.family });
    await loadSession(store, claire);
    const before = currentProfileEndpoint.select(claire)(
      store.getState() as never,
    ).fulfilledTimeStamp;
    store.dispatch(api.util.invalidateTags(['Orders']));
    await expect
      .poll(
        () => currentProfileEndpoint.select(claire)(store.getState() as never).fulfilledTimeStamp,
      )
      .toBeGreaterThan(before ?? 0);
    expect(selectCurrentProfile(store.getState())?.id).toBe(claire);
  });
});
