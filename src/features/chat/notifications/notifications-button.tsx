import { Bell } from 'lucide-react';
import { useAppSelector } from '@/shared/store/store';
import { IconButton } from '@/shared/ui/button';
import { useDialogs } from '@/shared/ui/dialog-host';
import { selectGreeting, selectUnreadNotices } from './live-notices-slice';
import { NotificationsPanel } from './notifications-panel';
import { unreadNoticesText } from './rules/live-notices';
import { useFollowLiveNotices } from './use-follow-live-notices';

/**
 * The header's notification counter (docs/spec/members-area.md 2): a bell whose count sits on its
 * corner, so a notification arriving never moves the header, and the panel of this session's
 * notifications. The greeting is said once, politely, by a live region that is always there (no
 * role 'status': a page's own status message stays the only one).
 */
export function NotificationsButton() {
  useFollowLiveNotices();
  const unread = useAppSelector(selectUnreadNotices);
  const greeting = useAppSelector(selectGreeting);
  const dialogs = useDialogs();

  return (
    <>
      <IconButton
        className="header-button header-button--icon header-button--live"
        label="Notifications"
        icon={<Bell aria-hidden="true" focusable="false" size={22} />}
        badge={unread > 0 ? unread : undefined}
        badgeText={unreadNoticesText(unread)}
        onClick={() =>
          dialogs.open({
            title: 'Notifications',
            width: '420px',
            closeOnBackdrop: true,
            render: () => <NotificationsPanel />,
          })
        }
      />
      <p className="visually-hidden" aria-live="polite">
        {greeting ?? ''}
      </p>
    </>
  );
}
