import { foldFrench, sortByFrench } from '@/shared/lib/french-order';

const folded = (text: string) => foldFrench(text).trim();

/** Clubs whose title holds every typed word, accents and case aside; by title. */
export function searchClubs<T extends { title: string }>(clubs: readonly T[], text: string): T[] {
  const words = folded(text).split(/\s+/).filter(Boolean);
  const found = clubs.filter((club) => {
    const title = folded(club.title);
    return words.every((word) => title.includes(word));
  });
  return sortByFrench(found, (club) => club.title);
}
