/**
 * docs/spec/administration.md 6: the creator (profile id equals authorCreationProfile) manages
 * members.
 */
export function isCreator(profileId: number, authorCreationProfile: number | undefined): boolean {
  return authorCreationProfile !== undefined && profileId === authorCreationProfile;
}

/** 2.7: a remove icon next to each other member, for the creator only, never on his own row. */
export function canRemove(
  viewerId: number,
  authorCreationProfile: number | undefined,
  memberId: number,
): boolean {
  return isCreator(viewerId, authorCreationProfile) && memberId !== authorCreationProfile;
}

/** 'Quitter le groupe' is shown to everyone. */
export const canLeave = (): boolean => true;
