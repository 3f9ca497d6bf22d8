import type { MouseEvent, ReactNode } from 'react';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { useAppDispatch } from '@/shared/store/store';
import { openPartnerSite } from './open-partner-site';
import { partnerHome, type PartnerSite } from './rules/partner-login';

/**
 * A premium partner's link (Mes avantages, DIGICLUB PREMIUM, the home's Club PREMIUM): its href is
 * the partner's home in a new tab, and a click signs the member in through the auto-login call.
 * A modified click (Ctrl, middle button) keeps the plain link.
 */
export function PartnerSiteLink({
  site,
  profileId,
  className,
  onOpened,
  children,
}: {
  site: PartnerSite;
  profileId: number;
  className?: string;
  onOpened?: () => void;
  children: ReactNode;
}) {
  const dispatch = useAppDispatch();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) {
      return;
    }
    if (openPartnerSite(site, profileId, dispatch)) event.preventDefault();
    onOpened?.();
  };
  return (
    <a
      className={className}
      href={partnerHome(site, getRuntimeConfig())}
      target="_blank"
      rel="noopener noreferrer"
      onClick={follow}
    >
      {children}
    </a>
  );
}
