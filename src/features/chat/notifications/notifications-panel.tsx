import { useEffect } from 'react';
import { droppedItemsMessage } from '@/shared/api/dropped-items';
import { formatDate } from '@/shared/lib/dates';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { EmptyState } from '@/shared/ui/empty-state';
import {
  notificationsRead,
  selectDroppedNotices,
  selectGreeting,
  selectLiveNotices,
  selectUnreadNotices,
} from './live-notices-slice';

/**
 * The notifications received in this page session, newest first. Open, it marks them read (and
 * whatever arrives while it is open), so the header's counter falls to 0.
 */
export function NotificationsPanel() {
  const dispatch = useAppDispatch();
  const notices = useAppSelector(selectLiveNotices);
  const unread = useAppSelector(selectUnreadNotices);
  const greeting = useAppSelector(selectGreeting);
  const dropped = useAppSelector(selectDroppedNotices);

  useEffect(() => {
    if (unread > 0) dispatch(notificationsRead());
  }, [dispatch, unread]);

  return (
    <div className="live-notices">
      {greeting && <p>{greeting}</p>}
      {notices.length === 0 ? (
        <EmptyState>Aucune notification</EmptyState>
      ) : (
        <ul className="live-notices__list" aria-label="Notifications reçues">
          {notices.map((notice) => (
            <li key={notice.key} className="live-notices__item">
              {notice.title && <h3 className="live-notices__title">{notice.title}</h3>}
              {notice.content && <p>{notice.content}</p>}
              <time className="note" dateTime={notice.createdAt}>
                {formatDate(notice.createdAt, "'Le' do MMMM yyyy 'à' HH:mm")}
              </time>
            </li>
          ))}
        </ul>
      )}
      {dropped > 0 && <p className="note">{droppedItemsMessage(dropped)}</p>}
    </div>
  );
}
