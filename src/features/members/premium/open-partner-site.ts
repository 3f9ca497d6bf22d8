import { getRuntimeConfig } from '@/shared/config/runtime-config';
import type { AppDispatch } from '@/shared/store/store';
import { getAuthClubPremium } from '../api/get-auth-club-premium';
import { postAutoConnectEdenred } from '../api/post-auto-connect-edenred';
import {
  isPartnerAddress,
  partnerHome,
  perksLinkRequest,
  perksReplyUrl,
  type PartnerSite,
} from './rules/partner-login';

/** The partner's auto-login address, or undefined when the answer is missing or not the partner's. */
async function autoLoginAddress(
  dispatch: AppDispatch,
  site: PartnerSite,
  profileId: number,
): Promise<string | undefined> {
  const home = partnerHome(site, getRuntimeConfig());
  let link: string | undefined;
  if (site === 'digiclub') {
    link = await getAuthClubPremium(dispatch, profileId);
  } else {
    const request = perksLinkRequest(
      profileId,
      new Date(),
      crypto.getRandomValues(new Uint8Array(16)),
      crypto.randomUUID(),
    );
    link = perksReplyUrl(await postAutoConnectEdenred(dispatch, request), request.unicity);
  }
  return isPartnerAddress(link, home) ? link : undefined;
}

/**
 * Opens a premium partner signed in, in a new tab. The tab is opened during the click (a tab
 * opened after an await is blocked as a pop-up), then sent to the auto-login address; when the
 * call fails it goes to the partner's home, where the member signs in by hand. Returns false when
 * no tab could be opened: the link's own href then does the job.
 */
export function openPartnerSite(
  site: PartnerSite,
  profileId: number,
  dispatch: AppDispatch,
  openTab: () => Window | null = () => window.open('about:blank', '_blank'),
): boolean {
  const tab = openTab();
  if (!tab) return false;
  // noopener by hand: the partner's page must not reach back into the portal.
  tab.opener = null;
  const home = partnerHome(site, getRuntimeConfig());
  autoLoginAddress(dispatch, site, profileId).then(
    (address) => tab.location.replace(address ?? home),
    () => tab.location.replace(home),
  );
  return true;
}
