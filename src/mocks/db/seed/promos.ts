import type { ClubRow, PromoRow } from '../types';
import { firstGeneratedClubId } from './clubs';

/** Lyon and Bordeaux run a promotion; Montpellier's is over; every 23rd generated club has one. */
export function seedPromos(clubs: readonly ClubRow[]): PromoRow[] {
  const fixed: PromoRow[] = [
    { id: 1, clubId: 1, title: 'Rentrée sportive', discountPercentage: 10, active: true },
    { id: 2, clubId: 6, title: 'Offre parrainage', discountPercentage: 15, active: true },
    { id: 3, clubId: 9, title: 'Offre de printemps', discountPercentage: 20, active: false },
  ];
  const generated = clubs
    .filter((club) => club.id >= firstGeneratedClubId && club.id % 23 === 0)
    .map((club, index) => ({
      id: 4 + index,
      clubId: club.id,
      title: 'Offre découverte',
      discountPercentage: 5 + 5 * (club.id % 3),
      active: true,
    }));
  return [...fixed, ...generated];
}
