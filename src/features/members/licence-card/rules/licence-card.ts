import { capitalizeName } from '@/shared/lib/text';
import type { OfflineCard } from '@/shared/offline/offline-copies';
import { startYearOfTitle } from '@/shared/session/rules/seasons';
import type { ApiProfile, Licence, Membership } from '@/shared/session/schemas';

/** The card's level names, by the spec's licenseLevel.level (1 premium, 2 access, 3 event). */
const levelNames: Record<number, string> = { 1: 'Premium', 2: 'Access', 3: 'Événementiel' };

export function levelNameOf(licence: Licence): string {
  return levelNames[licence.licenseLevel.level] ?? licence.licenseLevel.title;
}

type Licensed = Membership & { license: Licence };

/** What the card shows, without the attestation: the page adds it when the server gives it. */
export type LicenceCardFacts = Omit<OfflineCard, 'verificationPath' | 'savedAt'> & {
  /** The club whose attestation the QR code checks (the first of the card's clubs). */
  clubId: number;
};

/**
 * The licence a card shows: among the memberships of a season not after the current one, the
 * latest season, then the highest level (lowest number). Its clubs are every club where the
 * profile holds a licence that season. Null when the profile has no licence: no card.
 */
export function licenceCardOf(
  profile: Pick<ApiProfile, 'id' | 'firstname' | 'lastname' | 'photo'> & {
    memberships: readonly Membership[];
  },
  currentSeasonTitle: string,
): LicenceCardFacts | null {
  const current = startYearOfTitle(currentSeasonTitle);
  const licensed = profile.memberships
    .filter((membership): membership is Licensed => membership.license !== null)
    .filter((membership) => startYearOfTitle(membership.season.title) <= current)
    .sort(
      (a, b) =>
        startYearOfTitle(b.season.title) - startYearOfTitle(a.season.title) ||
        a.license.licenseLevel.level - b.license.licenseLevel.level,
    );
  const [chosen] = licensed;
  if (!chosen) return null;
  const sameSeason = licensed.filter((membership) => membership.season.id === chosen.season.id);
  return {
    profileId: profile.id,
    firstname: capitalizeName(profile.firstname),
    lastname: profile.lastname.toLocaleUpperCase('fr-FR'),
    photo: profile.photo,
    licenceNumber: chosen.license.number,
    level: levelNameOf(chosen.license),
    season: chosen.season.title,
    clubs: [...new Set(sameSeason.map((membership) => membership.club.title))],
    clubId: chosen.club.id,
  };
}
