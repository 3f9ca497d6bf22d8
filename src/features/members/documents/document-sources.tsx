import { licencePdfId, type HeldLicence } from '@/shared/session/rules/licences';
import type { PdfSource } from '@/shared/ui/pdf-viewer/pdf-source';
import { getAttestationPdf } from '../api/get-attestation-pdf';
import { getHealthBrochurePdf, healthBrochureFileName } from '../api/get-health-brochure-pdf';
import { getLicencePdf } from '../api/get-licence-pdf';
import { postMembershipBulletinPdf } from '../api/post-membership-bulletin-pdf';
import { AttestationReferenceNote } from './attestation-reference-note';

/** 'Mon attestation' of one club's card (docs/spec/members-area.md 2). */
export function attestationDocument(
  profileId: number,
  club: { id: number; name: string },
  seasonTitle: string,
): PdfSource {
  const slug = club.name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return {
    title: `Mon attestation – ${club.name}`,
    fileName: `attestation-${slug}-${seasonTitle.replace('/', '-')}.pdf`,
    load: () => getAttestationPdf(profileId, club.id),
    note: <AttestationReferenceNote profileId={profileId} clubId={club.id} />,
  };
}

/**
 * 'Mon bulletin d'adhésion' of one club's card: the spec gives the bulletin's call
 * (docs/spec/administration.md 7.5) but not its button; the card beside 'Mon attestation' is where
 * a member looks for the form they signed.
 */
export function bulletinDocument(membershipId: number, clubName: string): PdfSource {
  return {
    title: `Mon bulletin d'adhésion – ${clubName}`,
    fileName: `bulletin-adhesion-${membershipId}.pdf`,
    load: () => postMembershipBulletinPdf(membershipId),
  };
}

/**
 * 'Ma {licence}' of the profile menu (docs/spec/administration.md 2): the PDF of the main licence,
 * asked by its membership's id (the spec's), or by the licence's designed id when the backend gives
 * it (`licencePdfId`).
 */
export function licenceDocument(licence: HeldLicence, licenceTitle: string): PdfSource {
  return {
    title: `Ma ${licenceTitle}`,
    fileName: 'licence.pdf',
    load: () => getLicencePdf(licencePdfId(licence)),
  };
}

/** The health brochure of the sante route. */
export function healthBrochureDocument(productName: string): PdfSource {
  return {
    title: `Ma Santé by ${productName}`,
    fileName: healthBrochureFileName(),
    load: getHealthBrochurePdf,
  };
}
