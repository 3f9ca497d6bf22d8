import { getPdfFile } from './pdf-file';

/**
 * POST /membership/bulletin/pdf/{id} (docs/spec/administration.md 7.5, file reply;
 * docs/spec/members-area.md 7 'membership bulletin PDF'): the membership form (bulletin d'adhésion)
 * of one membership, by the membership's id. The spec shows no body: none is sent.
 */
export function postMembershipBulletinPdf(membershipId: number): Promise<Blob> {
  return getPdfFile(`/membership/bulletin/pdf/${membershipId}`, 'POST');
}
