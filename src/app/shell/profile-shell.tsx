import { useRef, type ReactNode } from 'react';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { useDialogs } from '@/shared/ui/dialog-host';
import { DroppedItemsNotice } from '@/shared/ui/dropped-items-notice';
import { useRouteChangeFocus } from '../use-route-change-focus';
import { MobileMenu } from './mobile-menu';
import { ProfileHeader } from './profile-header';
import { SiteFooter } from './site-footer';
import { useLiveUnreadTotal } from './use-live-unread-total';
import { useShellData } from './use-shell-data';

/** Fixed header, scrolling content, footer (hidden below the medium breakpoint) and the mobile menu. */
export function ProfileShell({
  profile,
  children,
}: {
  profile: CurrentProfile;
  children: ReactNode;
}) {
  const shell = useShellData(profile);
  useLiveUnreadTotal(profile);
  const dialogs = useDialogs();
  const main = useRef<HTMLElement>(null);
  useRouteChangeFocus(main);

  const openMobileMenu = () =>
    dialogs.open({
      title: 'Menu',
      width: '420px',
      closeOnBackdrop: true,
      render: (close) => <MobileMenu profile={profile} shell={shell} onClose={close} />,
    });

  return (
    <div className="profile-shell">
      <a className="skip-link" href="#contenu">
        Aller au contenu
      </a>
      <ProfileHeader profile={profile} shell={shell} onOpenMobileMenu={openMobileMenu} />
      <main ref={main} id="contenu" className="profile-shell__content" tabIndex={-1}>
        <DroppedItemsNotice />
        {children}
      </main>
      <div className="profile-shell__footer">
        <SiteFooter />
      </div>
    </div>
  );
}
