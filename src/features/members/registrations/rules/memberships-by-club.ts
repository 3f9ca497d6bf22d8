import type { Membership } from '@/shared/session/schemas';

export type ClubMembershipCard = { clubId: number; clubName: string; activities: string };

/** 'Mes adhésions {season}': one card per club, its activities joined with ' - '. */
export function membershipCardsOfSeason(
  memberships: readonly Membership[],
  seasonTitle: string,
): ClubMembershipCard[] {
  const cards = new Map<number, { clubName: string; titles: string[] }>();
  for (const membership of memberships) {
    if (membership.season.title !== seasonTitle) continue;
    const card = cards.get(membership.clubId) ?? { clubName: membership.club.title, titles: [] };
    const title = membership.activity.title.trim();
    if (title && !card.titles.includes(title)) card.titles.push(title);
    cards.set(membership.clubId, card);
  }
  return [...cards].map(([clubId, card]) => ({
    clubId,
    clubName: card.clubName,
    activities: card.titles.length > 0 ? card.titles.join(' - ') : 'Aucune activité',
  }));
}
