import type { Membership } from '@/shared/session/schemas';

/** membershipId: the club's first membership of the season, whose bulletin the card opens. */
export type ClubMembershipCard = {
  clubId: number;
  clubName: string;
  activities: string;
  membershipId: number;
};

/** 'Mes adhésions {season}': one card per club, its activities joined with ' - '. */
export function membershipCardsOfSeason(
  memberships: readonly Membership[],
  seasonTitle: string,
): ClubMembershipCard[] {
  const cards = new Map<number, { clubName: string; titles: string[]; membershipId: number }>();
  for (const membership of memberships) {
    if (membership.season.title !== seasonTitle) continue;
    const card = cards.get(membership.clubId) ?? {
      clubName: membership.club.title,
      titles: [],
      membershipId: membership.id,
    };
    const title = membership.activity.title.trim();
    if (title && !card.titles.includes(title)) card.titles.push(title);
    cards.set(membership.clubId, card);
  }
  return [...cards].map(([clubId, card]) => ({
    clubId,
    clubName: card.clubName,
    activities: card.titles.length > 0 ? card.titles.join(' - ') : 'Aucune activité',
    membershipId: card.membershipId,
  }));
}
