/** 'Éloïse Le Gall' -> 'eloise.le-gall': the local part of a generated address. */
export function emailLocalPart(firstname: string, lastname: string): string {
  const ascii = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/^-|-$/g, '');
  return `${ascii(firstname)}.${ascii(lastname)}`;
}
