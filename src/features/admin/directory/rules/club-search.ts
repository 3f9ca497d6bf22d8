const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Clubs whose title holds every typed word, accents and case aside; by title. */
export function searchClubs<T extends { title: string }>(clubs: readonly T[], text: string): T[] {
  const words = folded(text).split(/\s+/).filter(Boolean);
  return clubs
    .filter((club) => {
      const title = folded(club.title);
      return words.every((word) => title.includes(word));
    })
    .sort((a, b) => a.title.localeCompare(b.title, 'fr', { sensitivity: 'base' }));
}
