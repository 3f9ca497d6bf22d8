import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { getAuthAdapter } from '@/shared/auth/auth-adapter';
import { paths } from '@/shared/config/paths';
import { selectProfiles, type CurrentProfile } from '@/shared/session/session-slice';
import { signOut } from '@/shared/session/sign-out';
import type { License } from '@/shared/session/schemas';
import { useAppDispatch, useAppSelector } from '@/shared/store/store';
import { ProfileAvatar, ProfileName } from '@/shared/ui/profile-avatar';
import { ProfileMenu } from './profile-menu';
import { useDismiss } from './use-dismiss';

export const dropdownCloseDelayMs = 500;

/** Opens on hover (closing 500 ms after the pointer leaves) and works fully with the keyboard. */
export function ProfileSelector({
  profile,
  license,
}: {
  profile: CurrentProfile;
  license: License | null;
}) {
  const profiles = useAppSelector(selectProfiles);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const closeTimer = useRef<number | undefined>(undefined);
  // A click right after the pointer opened the panel must not close it again.
  const openedByHover = useRef(false);
  const panelId = useId();

  const cancelClose = () => window.clearTimeout(closeTimer.current);
  const close = useCallback((restoreFocus: boolean) => {
    openedByHover.current = false;
    setOpen(false);
    if (restoreFocus) button.current?.focus();
  }, []);
  useDismiss(open, container, close);
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
        ref={button}
        type="button"
        className="header-button profile-selector__button"
        aria-expanded={open}
        aria-controls={panelId}
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
        <ProfileMenu profile={profile} license={license} onNavigate={() => close(false)} />
        <button
          type="button"
          className="button button--danger"
          onClick={() => void signOut(dispatch, getAuthAdapter(), '/')}
        >
          Déconnexion
        </button>
      </div>
    </div>
  );
}
