import { useEffect } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { redirectFromQuery, storeInscriptionRedirect } from '@/shared/session/inscription-redirect';
import { pathAfterProfilesLoaded } from '@/shared/session/rules/profile-loading';
import { selectLoginFailed } from '@/shared/session/current-profile';
import { useAppSelector } from '@/shared/store/store';
import { Splash } from '@/shared/ui/splash';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { LoginErrorPage } from './login-error-page';
import { useProfiles } from './use-profiles';

/** /profile: splash while the account's profiles load, then choice or the only profile. */
export function ProfileLoadingPage() {
  usePageTitle('Chargement de votre espace');
  const [searchParams] = useSearchParams();
  // ?clubId&activityId survive the profile choice as a stored redirect.
  useEffect(() => {
    const redirect = redirectFromQuery(searchParams);
    if (redirect) storeInscriptionRedirect(redirect);
  }, [searchParams]);
  const { status, profiles } = useProfiles();
  const loginFailed = useAppSelector(selectLoginFailed);
  if (loginFailed || (status === 'succeeded' && profiles.length === 0)) return <LoginErrorPage />;
  if (status !== 'succeeded') return <Splash label="Chargement de votre espace…" />;
  return <Navigate to={pathAfterProfilesLoaded(profiles)} replace />;
}
