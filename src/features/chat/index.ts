/**
 * The chat feature's public entry for the app shell: only what is cheap to load with every page
 * (the notification bell; the chat pages and the realtime client load on demand).
 */
export { NotificationsButton } from './notifications/notifications-button';
