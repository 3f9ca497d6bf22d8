import { useEffect } from 'react';
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
import {
  selectCurrentProfile,
  selectCurrentStatus,
  selectSelectedId,
} from '@/shared/session/session-slice';
import { loadProfile } from '@/shared/session/session-thunks';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { ErrorState } from '@/shared/ui/error-state';
import { Splash } from '@/shared/ui/splash';
import { ProfileShell } from '../shell/profile-shell';
import { useProfiles } from './use-profiles';

/** profile/{id}: selects and loads the profile, then hands over to the shell. */
export function ProfileRoute() {
  const profileId = Number(useParams().profileId);
  const { status, profiles } = useProfiles();
  const current = useAppSelector(selectCurrentProfile);
  const currentStatus = useAppSelector(selectCurrentStatus);
  const selectedId = useAppSelector(selectSelectedId);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const known = profiles.some((profile) => profile.id === profileId);
  // Reloading the same profile (after an order or a cancel) keeps the shell and the page.
  const loaded = current?.id === profileId && currentStatus !== 'idle';

  useEffect(() => {
    // A failed load waits for 'Réessayer' instead of looping.
    const attempted = selectedId === profileId && currentStatus === 'failed';
    if (status !== 'succeeded' || !known || current?.id === profileId) return;
    if (attempted || currentStatus === 'loading') return;
    void dispatch(loadProfile(profileId))
      .unwrap()
      .then((profile) => {
        const redirect = redirectFromQuery(searchParams) ?? takeInscriptionRedirect();
        if (redirect) {
          navigate(paths.activity(profile.id, redirect.clubId, redirect.activityId), {
            replace: true,
          });
        } else if (profile.gender === null || profile.birthday === null) {
          navigate(landingPath(profile), { replace: true });
        }
      })
      .catch(() => undefined);
  }, [
    status,
    known,
    current?.id,
    selectedId,
    currentStatus,
    profileId,
    dispatch,
    navigate,
    searchParams,
  ]);

  if (status === 'succeeded' && !known) return <Navigate to={paths.chooseProfile} replace />;
  if (currentStatus === 'failed' && current?.id !== profileId) {
    return (
      <main className="page">
        <h1>Profil indisponible</h1>
        <ErrorState
          message="Impossible de charger ce profil pour le moment."
          onRetry={() => void dispatch(loadProfile(profileId))}
        />
      </main>
    );
  }
  if (!loaded || !current) return <Splash label="Chargement du profil…" />;
  if (location.pathname.replace(/\/$/, '') === paths.profileRoot(profileId)) {
    return <Navigate to={landingPath(current)} replace />;
  }
  return (
    <ProfileShell profile={current}>
      <Outlet />
    </ProfileShell>
  );
}
