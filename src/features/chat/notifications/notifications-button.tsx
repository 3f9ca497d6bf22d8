import { Bell } from 'lucide-react';
import { useAppSelector } from '@/shared/store/store';
import { useDialogs } from '@/shared/ui/dialog-host';
import { selectGreeting, selectUnreadNotices } from './live-notices-slice';
import { NotificationsPanel } from './notifications-panel';
import { notificationsButtonName } from './rules/live-notices';
import { useFollowLiveNotices } from './use-follow-live-notices';

/**
 * The header's notification counter (members-area.md 2): a bell whose count sits on its corner,
 * so a notification arriving never moves the header, and the panel of this session's
 * notifications. The greeting is said once, politely, by a live region that is always there
 * (no role 'status': a page's own status message stays the only one).
 */
export function NotificationsButton() {
  useFollowLiveNotices();
  const unread = useAppSelector(selectUnreadNotices);
  const greeting = useAppSelector(selectGreeting);
  const dialogs = useDialogs();

  return (
    <>
      <button
        type="button"
        className="header-button header-button--icon header-button--live"
        onClick={() =>
          dialogs.open({
            title: 'Notifications',
            width: '420px',
            closeOnBackdrop: true,
            render: () => <NotificationsPanel />,
          })
        }
      >
        <Bell aria-hidden="true" focusable="false" size={22} />
        <span className="visually-hidden">{notificationsButtonName(unread)}</span>
        {unread > 0 && (
          <span className="badge" aria-hidden="true">
            {unread}
          </span>
        )}
      </button>
      <p className="visually-hidden" aria-live="polite">
        {greeting ?? ''}
      </p>
    </>
  );
}
