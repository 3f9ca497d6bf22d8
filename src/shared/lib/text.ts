/** 'jean-pierre DUPONT' -> 'Jean-Pierre Dupont': names as the portal shows them. */
export function capitalizeName(value: string): string {
  return value
    .toLocaleLowerCase('fr-FR')
    .replace(
      /(^|[\s'-])(\p{L})/gu,
      (_match, separator: string, letter: string) => separator + letter.toLocaleUpperCase('fr-FR'),
    );
}

export function fullName(person: { firstname: string; lastname: string }): string {
  return capitalizeName(`${person.firstname} ${person.lastname}`.trim());
}
