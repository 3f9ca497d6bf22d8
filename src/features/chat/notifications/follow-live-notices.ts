import { loadRealtimeClient, realtimeDestinations } from '@/shared/realtime';
import type { AppDispatch } from '@/shared/store/store';
import { newClientId } from '../rules/new-client-id';
import { greetingSchema, liveNotificationSchema } from './live-notice-schemas';
import { greetingReceived, notificationDropped, notificationReceived } from './live-notices-slice';
import { isOwnFirstGreeting, toLiveNotice } from './rules/live-notices';

/**
 * Greetings and global notifications on every signed-in page (docs/spec/members-area.md 2 and 7):
 * subscribes to both topics on the page's realtime client, then says hello once connected, and
 * again after each reconnection (the greeting is shown once: isOwnFirstGreeting). Loaded once the
 * shell is idle, so the realtime libraries stay out of every page's first chunks. Returns the stop.
 */
export function followLiveNotices(dispatch: AppDispatch, now: () => Date = () => new Date()) {
  const clientId = newClientId();
  let greeted = false;
  let stopped = false;
  const stops: (() => void)[] = [];

  void loadRealtimeClient().then(
    (client) => {
      if (stopped) return;
      stops.push(
        client.subscribe(realtimeDestinations.greetings, (body) => {
          const greeting = greetingSchema.safeParse(body);
          if (!greeting.success || !isOwnFirstGreeting(greeting.data, clientId, greeted)) return;
          greeted = true;
          dispatch(greetingReceived(greeting.data.content));
        }),
        client.subscribe(realtimeDestinations.notifications, (body) => {
          const parsed = liveNotificationSchema.safeParse(body);
          if (parsed.success) {
            dispatch(notificationReceived(toLiveNotice(parsed.data, now())));
          } else {
            // One bad message never silences the others: left out, counted, logged.
            console.warn('Left out a notification: it breaks the contract', parsed.error.issues);
            dispatch(notificationDropped());
          }
        }),
      );
      const hello = () => client.publish(realtimeDestinations.helloSend, { clientId });
      if (client.status() === 'connected') hello();
      stops.push(
        client.onStatusChange((status) => {
          if (status === 'connected') hello();
        }),
      );
    },
    () => undefined, // No realtime client: the counter stays at 0, the page works on.
  );

  return () => {
    stopped = true;
    for (const stop of stops) stop();
  };
}
