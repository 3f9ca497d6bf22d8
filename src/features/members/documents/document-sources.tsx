import type { PdfSource } from '@/shared/ui/pdf-viewer/pdf-source';
import { getAttestationPdf } from '../api/get-attestation-pdf';
import { getHealthBrochurePdf, healthBrochureFileName } from '../api/get-health-brochure-pdf';
import { getLicencePdf } from '../api/get-licence-pdf';
import { AttestationReferenceNote } from './attestation-reference-note';

/** 'Mon attestation' of one club's card (members-area.md 2). */
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

/** 'Ma {licence}' of the profile menu. */
export function licenceDocument(profileId: number, licenceTitle: string): PdfSource {
  return {
    title: `Ma ${licenceTitle}`,
    fileName: 'licence.pdf',
    load: () => getLicencePdf(profileId),
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
