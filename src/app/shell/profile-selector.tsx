import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/shared/config/paths';
import { type CurrentProfile } from '@/shared/session/session-slice';
import { selectProfiles } from '@/shared/session/current-profile';
import type { HeldLicence } from '@/shared/session/rules/licences';
import { useAppSelector } from '@/shared/store/store';
import { ProfileAvatar, ProfileName } from '@/shared/ui/profile-avatar';
import { ProfileMenu } from './profile-menu';
import { SignOutButton } from '../sign-out-button';
import { useDropdown } from './use-dropdown';

export const dropdownCloseDelayMs = 500;

/** Opens on hover (closing 500 ms after the pointer leaves) and works fully with the keyboard. */
export function ProfileSelector({
  profile,
  licence,
}: {
  profile: CurrentProfile;
  licence: HeldLicence | null;
}) {
  const profiles = useAppSelector(selectProfiles);
  const { open, setOpen, close: closePanel, container, panelId, buttonProps } = useDropdown();
  const closeTimer = useRef<number | undefined>(undefined);
  // A click right after the pointer opened the panel must not close it again.
  const openedByHover = useRef(false);

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const close = (restoreFocus: boolean) => {
    openedByHover.current = false;
    closePanel(restoreFocus);
  };
  useEffect(() => cancelClose, []);

  const others = profiles.filter((item) => item.id !== profile.id);
  return (
    // Hover opening is a pointer convenience; the button below gives keyboard users the same.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      className="dropdown profile-selector"
      ref={container}
      onMouseEnter={() => {
        cancelClose();
        if (!open) openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        cancelClose();
        closeTimer.current = window.setTimeout(() => close(false), dropdownCloseDelayMs);
      }}
    >
      <button
        {...buttonProps}
        className="header-button profile-selector__button"
        onClick={() => {
          if (openedByHover.current) openedByHover.current = false;
          else setOpen((value) => !value);
        }}
      >
        <ProfileAvatar person={profile} size={32} />
        <span className="visually-hidden">Profil actif : </span>
        <ProfileName person={profile} />
      </button>
      <div id={panelId} className="dropdown__panel dropdown__panel--profile" hidden={!open}>
        {others.length > 0 && (
          <>
            <h2 className="dropdown__heading">Changer de profil</h2>
            <ul className="profile-switch">
              {others.map((other) => (
                <li key={other.id}>
                  <Link to={paths.profileRoot(other.id)} onClick={() => close(false)}>
                    <ProfileAvatar person={other} size={32} />
                    <ProfileName person={other} />
                  </Link>
                </li>
              ))}
            </ul>
          </>
        )}
        <Link
          className="button button--secondary"
          to={paths.addMember(profile.id)}
          onClick={() => close(false)}
        >
          Ajouter un membre
        </Link>
        <ProfileMenu profile={profile} licence={licence} onNavigate={() => close(false)} />
        <SignOutButton label="Déconnexion" returnPath="/" className="button button--danger" />
      </div>
    </div>
  );
}
