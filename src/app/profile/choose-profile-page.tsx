import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { selectLoginFailed } from '@/shared/session/current-profile';
import { useAppSelector } from '@/shared/store/store';
import { ProfileAvatar, ProfileName } from '@/shared/ui/profile-avatar';
import { Splash } from '@/shared/ui/splash';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { LoginErrorPage } from './login-error-page';
import { useProfiles } from './use-profiles';

export function ChooseProfilePage() {
  usePageTitle('Choisissez un profil');
  const { status, profiles } = useProfiles();
  const loginFailed = useAppSelector(selectLoginFailed);
  if (loginFailed) return <LoginErrorPage />;
  if (status !== 'succeeded') return <Splash label="Chargement de vos profils…" />;
  return (
    <main className="choose-profile">
      <h1>Choisissez un profil</h1>
      <ul className="profile-tiles">
        {profiles.map((profile) => (
          <li key={profile.id}>
            <Link className="profile-tile" to={paths.profileRoot(profile.id)}>
              <ProfileAvatar person={profile} size={96} />
              <ProfileName person={profile} />
              {profile.main && <span className="profile-tile__badge">Titulaire du compte</span>}
            </Link>
          </li>
        ))}
      </ul>
    </main>
  );
}
