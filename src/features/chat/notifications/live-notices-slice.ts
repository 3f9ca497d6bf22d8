import { createSlice, type PayloadAction, type WithSlice } from '@reduxjs/toolkit';
import { initialiseInjectedState, rootReducer, type RootState } from '@/shared/store/store';
import { unreadCount, withNotice, type LiveNotice } from './rules/live-notices';

/**
 * The header's notifications for this page session (docs/spec/members-area.md: the notification
 * counter), client state only: what arrived on the socket since the page opened, and the greeting.
 */
type LiveNoticesState = {
  notices: LiveNotice[];
  /** The one greeting shown this session, null until it arrives. */
  greeting: string | null;
  /** Notifications left out because they broke the contract (shown in the panel). */
  dropped: number;
};

export const liveNoticesSlice = createSlice({
  name: 'liveNotices',
  initialState: (): LiveNoticesState => ({ notices: [], greeting: null, dropped: 0 }),
  reducers: {
    notificationReceived(state, action: PayloadAction<LiveNotice>) {
      state.notices = withNotice(state.notices, action.payload);
    },
    notificationDropped(state) {
      state.dropped += 1;
    },
    greetingReceived(state, action: PayloadAction<string>) {
      state.greeting ??= action.payload;
    },
    /** The panel is open: what it lists has been seen. */
    notificationsRead(state) {
      for (const notice of state.notices) notice.read = true;
    },
  },
});

export const { notificationReceived, notificationDropped, greetingReceived, notificationsRead } =
  liveNoticesSlice.actions;

declare module '@/shared/store/store' {
  // Declaration merging: the store learns the lazily injected slice's state.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof liveNoticesSlice> {}
}

const injected = liveNoticesSlice.injectInto(rootReducer);
initialiseInjectedState();

const selectState = (state: RootState): LiveNoticesState => injected.selectSlice(state);

export const selectLiveNotices = (state: RootState) => selectState(state).notices;
export const selectUnreadNotices = (state: RootState) => unreadCount(selectState(state).notices);
export const selectGreeting = (state: RootState) => selectState(state).greeting;
export const selectDroppedNotices = (state: RootState) => selectState(state).dropped;
