export type PersonalFormMode = 'new' | 'edit' | 'renew';

/** ajouter_membre: a new family member; mes_info: edit; any other address: renewal. */
export function personalFormMode(pathname: string): PersonalFormMode {
  if (pathname.includes('ajouter_membre')) return 'new';
  if (pathname.includes('mes_info')) return 'edit';
  return 'renew';
}

export function personalFormTitle(mode: PersonalFormMode): string {
  return mode === 'new' ? 'Ajouter un membre de la famille' : 'Mes informations personnelles';
}

export function genderLabel(gender: 'M' | 'F' | null): string {
  if (gender === 'M') return 'Homme';
  if (gender === 'F') return 'Femme';
  return 'Non renseigné';
}

export function isIdentityIncomplete(person: {
  gender: string | null;
  birthday: string | null;
}): boolean {
  return person.gender === null || person.birthday === null;
}
