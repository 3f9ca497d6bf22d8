import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { selectAccount } from '@/shared/session/session-slice';
import { selectCurrentProfile, selectSeasons } from '@/shared/session/current-profile';
import { useAppSelector } from '@/shared/store/store';
import { hasNoPlaceLeft } from '../rules/registration';
import type { Activity, ActivityCategory, CategoryPrice } from '../api/activity';
import { useEnrolmentWizard } from '../wizard/use-enrolment-wizard';
import { currentSeasonPrice } from './rules/categories';

export type RegistrationRoute = { kind: 'wizard' } | { kind: 'profile' } | { kind: 'offline' };

/**
 * Who clicks 'Inscription' decides what opens: the wizard for a member with a profile, the
 * profile page for a signed-in account without one, the form without account for a visitor.
 */
export function registrationRoute(signedIn: boolean, hasProfile: boolean): RegistrationRoute {
  if (hasProfile) return { kind: 'wizard' };
  if (signedIn) return { kind: 'profile' };
  return { kind: 'offline' };
}

export function useCategoryRegistration(
  clubId: number,
  activity: Activity,
  openOffline: (category: ActivityCategory, price: CategoryPrice | undefined) => void,
) {
  const account = useAppSelector(selectAccount);
  const profile = useAppSelector(selectCurrentProfile);
  const seasons = useAppSelector(selectSeasons);
  const startWizard = useEnrolmentWizard();
  const navigate = useNavigate();
  const currentSeasonId = seasons.find((season) => season.current)?.id;

  const priceOf = (category: ActivityCategory) =>
    currentSeasonPrice(category.activityCategoryPrices, { currentSeasonId, today: new Date() });

  const register = (category: ActivityCategory) => {
    // A full category opens nothing, whoever clicks.
    if (hasNoPlaceLeft(category)) return;
    const route = registrationRoute(account !== null, profile !== null);
    if (route.kind === 'wizard') {
      startWizard({ clubId, activityId: activity.id, categoryId: category.id });
    } else if (route.kind === 'profile') {
      void navigate(paths.profile);
    } else {
      openOffline(category, priceOf(category));
    }
  };

  return { priceOf, register };
}
