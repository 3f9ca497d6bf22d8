import { getPdfFile } from './pdf-file';

/**
 * GET /attestation/{profileId}/{clubId} (docs/spec/members-area.md 7 'GET /attestation/{a}/{b} (PDF
 * blob)'; which ids the two segments carry is designed): the season's membership attestation.
 */
export function getAttestationPdf(profileId: number, clubId: number): Promise<Blob> {
  return getPdfFile(`/attestation/${profileId}/${clubId}`);
}
