/**
 * What the personal form and honorability add to a profile (docs/spec/members-area.md 3): kept
 * apart from the profile rows the shell reads, one row per profile (id = the profile's id), created
 * on the first save. A profile without a row reads the defaults below.
 */
export type HonorabilityRow = {
  encadrant: boolean;
  dirigeant: boolean;
  arbitre: boolean;
  maitreNageur: boolean;
  nomPrenomNaissance: string | null;
  paysNaissance: string | null;
  departmentNaissance: string | null;
  villeNaissance: string | null;
  villeNaissanceCode: string | null;
  prenomMere: string | null;
  nomMere: string | null;
  prenomPere: string | null;
  nomPere: string | null;
};

export type MemberDetailsRow = {
  id: number;
  secondEmail: string | null;
  profession: string | null;
  functionPublic: boolean;
  agreementDiffusionImage: boolean;
  agreementInfoFederation: boolean;
  agreementInfoRegion: boolean;
  agreementInfoClub: boolean;
  agreementInfoPartner: boolean;
  honorabilite: HonorabilityRow | null;
};

/** A declaration with no function and nothing filled: what a profile without one reads. */
export function emptyHonorability(): HonorabilityRow {
  return {
    encadrant: false,
    dirigeant: false,
    arbitre: false,
    maitreNageur: false,
    nomPrenomNaissance: null,
    paysNaissance: null,
    departmentNaissance: null,
    villeNaissance: null,
    villeNaissanceCode: null,
    prenomMere: null,
    nomMere: null,
    prenomPere: null,
    nomPere: null,
  };
}

/** Seeded members agreed to the federation's and their club's news only. */
export function defaultMemberDetails(profileId: number): MemberDetailsRow {
  return {
    id: profileId,
    secondEmail: null,
    profession: null,
    functionPublic: false,
    agreementDiffusionImage: false,
    agreementInfoFederation: true,
    agreementInfoRegion: false,
    agreementInfoClub: true,
    agreementInfoPartner: false,
    honorabilite: null,
  };
}

export function memberDetailsOf(
  db: { memberDetails: readonly MemberDetailsRow[] },
  profileId: number,
): MemberDetailsRow {
  return db.memberDetails.find((row) => row.id === profileId) ?? defaultMemberDetails(profileId);
}

/** Writes a profile's details (replacing its row). */
export function saveMemberDetails(
  db: { memberDetails: MemberDetailsRow[] },
  row: MemberDetailsRow,
): void {
  const index = db.memberDetails.findIndex((entry) => entry.id === row.id);
  if (index === -1) db.memberDetails.push(row);
  else db.memberDetails[index] = row;
}

/**
 * The fields GET /profiles/{id} adds for the personal form, and the honorability declaration
 * the Profile carries (docs/spec/members-area.md 3, `honorabilite`; null when none is on file).
 */
export function memberDetailsView(
  db: { memberDetails: readonly MemberDetailsRow[] },
  profileId: number,
) {
  const { id: _id, ...fields } = memberDetailsOf(db, profileId);
  return fields;
}

/**
 * Claire Martin (101) coaches at her club: she is asked for her honorability declaration
 * (encadrant, nothing declared yet). Others start without a row (defaults).
 */
export function seedMemberDetails(claireId: number): MemberDetailsRow[] {
  return [
    {
      ...defaultMemberDetails(claireId),
      honorabilite: { ...emptyHonorability(), encadrant: true },
    },
  ];
}
