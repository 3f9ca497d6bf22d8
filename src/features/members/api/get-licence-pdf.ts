import { getPdfFile } from './pdf-file';

/**
 * GET /public/license/pdf/{id} (administration.md 7.5, file reply): the PDF of one licence, by
 * the licence's id (the same id as GET /public/license/{id}), as 'Ma {licence}' opens it.
 */
export function getLicencePdf(licenceId: number): Promise<Blob> {
  return getPdfFile(`/public/license/pdf/${licenceId}`);
}
