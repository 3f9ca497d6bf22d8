import { useState } from 'react';
import type { ApiProfile } from '@/shared/session/schemas';
import { ProfileAvatar, ProfileName } from '@/shared/ui/profile-avatar';
import { DialogActions } from '@/shared/ui/dialog-actions';

type Props = {
  profiles: readonly ApiProfile[];
  currentId: number | null;
  onChoose: (profileId: number) => void;
  onSomeoneElse: () => void;
  onCancel: () => void;
};

/** 'Qui s'inscrit ?': one tile per profile (the current one highlighted), or someone else. */
export function ProfileChoice({ profiles, currentId, onChoose, onSomeoneElse, onCancel }: Props) {
  // The tile pressed shows it at once, while the wizard is drawn in its place.
  const [chosenId, setChosenId] = useState<number | null>(null);
  return (
    <div className="wizard-profiles">
      <ul className="profile-tiles">
        {profiles.map((profile) => {
          const current = profile.id === currentId;
          const chosen = profile.id === chosenId;
          return (
            <li key={profile.id}>
              <button
                type="button"
                className={`profile-tile wizard-profile${current ? ' wizard-profile--current' : ''}${chosen ? ' wizard-profile--chosen' : ''}`}
                aria-current={current ? 'true' : undefined}
                onClick={() => {
                  setChosenId(profile.id);
                  onChoose(profile.id);
                }}
              >
                <ProfileAvatar person={profile} size={64} />
                <ProfileName person={profile} />
                {current && <span className="profile-tile__badge">Profil actuel</span>}
              </button>
            </li>
          );
        })}
        <li>
          <button type="button" className="profile-tile wizard-profile" onClick={onSomeoneElse}>
            <span className="wizard-profile__plus" aria-hidden="true">
              +
            </span>
            Quelqu&apos;un d&apos;autre
          </button>
        </li>
      </ul>
      <DialogActions onCancel={onCancel} />
    </div>
  );
}
