import { capitalizeName } from '../lib/text';

type Person = { firstname: string; lastname: string; photo: string | null };

export const defaultAvatarUrl = '/images/default-avatar.svg';

export function ProfileAvatar({ person, size = 40 }: { person: Person; size?: number }) {
  return (
    <img
      className="avatar"
      src={person.photo ?? defaultAvatarUrl}
      alt=""
      width={size}
      height={size}
    />
  );
}

export function ProfileName({ person }: { person: Person }) {
  return (
    <span className="profile-name">{capitalizeName(`${person.firstname} ${person.lastname}`)}</span>
  );
}
