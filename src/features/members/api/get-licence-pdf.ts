import { getPdfFile } from './pdf-file';

/**
 * GET /public/license/pdf/{id} (docs/spec/administration.md 7.5, file reply): the PDF of one
 * licence, as 'Ma {licence}' opens it. `{id}` is the id of the membership carrying the licence, or
 * the licence's designed id when the backend gives one (docs/openapi/main-api.yaml,
 * `licencePdfId`).
 */
export function getLicencePdf(id: number): Promise<Blob> {
  return getPdfFile(`/public/license/pdf/${id}`);
}
