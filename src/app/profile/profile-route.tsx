import { useEffect, useRef } from 'react';
import {
  Navigate,
  Outlet,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
import { paths } from '@/shared/config/paths';
import { landingPath } from '@/shared/session/rules/profile-loading';
import { redirectFromQuery, takeInscriptionRedirect } from '@/shared/session/inscription-redirect';
import { useGetCurrentProfileQuery } from '@/shared/session/api/get-current-profile';
import { selectCurrentProfile } from '@/shared/session/current-profile';
import { profileSelected, selectChosenProfileId } from '@/shared/session/session-slice';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { ErrorState } from '@/shared/ui/error-state';
import { Splash } from '@/shared/ui/splash';
import { useDeferredReady } from '@/shared/ui/use-deferred-ready';
import { ProfileShell } from '../shell/profile-shell';
import { useProfiles } from './use-profiles';

/**
 * profile/{id}: selects the profile and keeps its cached query subscribed (a reload after an
 * order or a cancel keeps the shell and the page), then hands over to the shell.
 */
export function ProfileRoute() {
  const profileId = Number(useParams().profileId);
  const { status, profiles } = useProfiles();
  const known = profiles.some((profile) => profile.id === profileId);
  const query = useGetCurrentProfileQuery(profileId, { skip: status !== 'succeeded' || !known });
  const current = useAppSelector(selectCurrentProfile);
  // The member's own choice, not the one-profile default: the shell reads the chosen profile.
  const selectedId = useAppSelector(selectChosenProfileId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const loaded = selectedId === profileId && current?.id === profileId;
  // The shell (header, menus, footer) and the page come in a deferred render, in short tasks:
  // drawn as the profile arrived, they were one long task on a phone (docs/adr/0029).
  const shown = useDeferredReady(loaded);
  const landedFor = useRef<number | null>(null);

  useEffect(() => {
    if (status === 'succeeded' && known && selectedId !== profileId) {
      dispatch(profileSelected(profileId));
    }
  }, [status, known, selectedId, profileId, dispatch]);

  // Once per profile opened: the sign-up it was opened for, or mes_info when it is incomplete.
  // Once the shell is shown, so that this comes after its own redirect to the landing page.
  useEffect(() => {
    if (!shown || !current || landedFor.current === profileId) return;
    landedFor.current = profileId;
    const redirect = redirectFromQuery(searchParams) ?? takeInscriptionRedirect();
    if (redirect) {
      navigate(paths.activity(current.id, redirect.clubId, redirect.activityId), {
        replace: true,
      });
    } else if (current.gender === null || current.birthday === null) {
      navigate(landingPath(current), { replace: true });
    }
  }, [shown, current, profileId, navigate, searchParams]);

  if (status === 'succeeded' && !known) return <Navigate to={paths.chooseProfile} replace />;
  if (query.isError && !query.isFetching && !loaded) {
    return (
      <main className="page">
        <h1>Profil indisponible</h1>
        <ErrorState
          message="Impossible de charger ce profil pour le moment."
          onRetry={() => void query.refetch()}
        />
      </main>
    );
  }
  if (!shown || !current) return <Splash label="Chargement du profil…" />;
  if (location.pathname.replace(/\/$/, '') === paths.profileRoot(profileId)) {
    return <Navigate to={landingPath(current)} replace />;
  }
  return (
    <ProfileShell profile={current}>
      <Outlet />
    </ProfileShell>
  );
}
