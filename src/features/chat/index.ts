/**
 * The chat feature's public entry for the app shell: only what is cheap to load with every page
 * (the notification bell; the chat pages and the realtime client load on demand).
 */
// The bell's panel is styled by the feature's own stylesheet, not by the app's global.css (issue
// 23), and loads with the bell.
import './notifications/notifications.css';

export { NotificationsButton } from './notifications/notifications-button';

/** The live unread total and its realtime client: loaded once the shell is idle. */
export const loadUnreadTotalFollower = () => import('./live/follow-unread-total');
