import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { SignOutButton } from '../sign-out-button';
import { ApplicationsBar } from './applications-bar';
import { DarkModeSwitch } from './dark-mode-switch';
import { ProfileMenu } from './profile-menu';
import { SocialLinks } from '@/shared/ui/social-links';
import type { useShellData } from './use-shell-data';

type Props = {
  profile: CurrentProfile;
  shell: ReturnType<typeof useShellData>;
  onClose: () => void;
};

export function MobileMenu({ profile, shell, onClose }: Props) {
  return (
    <div className="mobile-menu">
      <nav aria-label="Menu mobile">
        <ul className="mobile-menu__links">
          <li>
            <Link to={paths.home(profile.id)} onClick={onClose}>
              Accueil
            </Link>
          </li>
          <li>
            <Link to={paths.map(profile.id)} onClick={onClose}>
              Trouver un club
            </Link>
          </li>
          <li>
            <Link to={paths.registrations(profile.id)} onClick={onClose}>
              Mes inscriptions
            </Link>
          </li>
          <li>
            <Link
              to={
                profile.hasActiveConversations
                  ? paths.conversations(profile.id)
                  : paths.createConversation(profile.id)
              }
              onClick={onClose}
            >
              Ma communauté
            </Link>
          </li>
        </ul>
      </nav>
      {shell.showsMobileApplications && (
        <ApplicationsBar
          entries={shell.entries}
          adminSeparator={shell.adminSeparator}
          onNavigate={onClose}
        />
      )}
      <ProfileMenu profile={profile} licence={shell.licence} onNavigate={onClose} />
      <ul className="mobile-menu__links">
        <li>
          <Link to={paths.chooseProfile} onClick={onClose}>
            Changer de profil
          </Link>
        </li>
        <li>
          <SignOutButton label="Déconnexion" returnPath="/" />
        </li>
      </ul>
      <div className="mobile-menu__theme">
        <DarkModeSwitch />
      </div>
      <SocialLinks />
    </div>
  );
}
