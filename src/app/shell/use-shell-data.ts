import { useMemo } from 'react';
import { useCartCount } from '@/features/enrolment';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { hasAnnualLicence, hasPremiumLicence, mainLicence } from '@/shared/session/rules/licences';
import { currentSeasonOf, seasonTitleOf } from '@/shared/session/rules/seasons';
import { selectSeasons } from '@/shared/session/current-profile';
import { passTermsFlag } from '@/shared/session/stored-pass-terms';
import { selectAccount, type CurrentProfile } from '@/shared/session/session-slice';
import { useAppSelector } from '@/shared/store/store';
import { applicationEntries, showsAdminSeparator } from './applications';

/** What the header, menus and mobile menu derive from the current profile. */
export function useShellData(profile: CurrentProfile) {
  const account = useAppSelector(selectAccount);
  const seasons = useAppSelector(selectSeasons);
  const config = getRuntimeConfig();
  // The cart is the enrolment feature's: its slice follows the account and persists itself.
  const cartCount = useCartCount();

  return useMemo(() => {
    const now = new Date();
    const seasonTitle = currentSeasonOf(seasons, now)?.title ?? seasonTitleOf(now);
    const licence = mainLicence([...profile.memberships, ...profile.oldMemberships], seasonTitle);
    const realmRoles = account?.realmRoles ?? [];
    const entries = applicationEntries({
      profileId: profile.id,
      realmRoles,
      hasProfileRole: profile.role !== null && profile.role.id > 0,
      hasResponsibilities: profile.responsabilities.length > 0,
      hasPremium: hasPremiumLicence(profile.memberships, profile.oldMemberships, seasonTitle, now),
      hasAnnualLicence: hasAnnualLicence(profile.memberships),
      termsUseAccepted: passTermsFlag(),
      production: config.production,
      productName: config.productName,
      urls: {
        ...config.externalApps,
        premiumClub: config.premiumClubUrl,
        digiclub: config.digiclubUrl,
      },
    });
    const adminSeparator = showsAdminSeparator(entries, profile.responsabilities.length > 0);
    return {
      seasonTitle,
      licence,
      entries,
      adminSeparator,
      // Licence holders and administrators get the applications bar in the mobile menu.
      showsMobileApplications: licence !== null || adminSeparator,
      cartCount,
      orderCount: profile.activeOrders.length,
      paymentPending: profile.activeOrders.some((order) => order.status === 'PENDING_PAYMENT'),
    };
  }, [account, seasons, config, profile, cartCount]);
}
