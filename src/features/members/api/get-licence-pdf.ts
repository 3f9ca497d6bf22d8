import { getPdfFile } from './pdf-file';

/** GET /licence/{profileId} (designed: the spec names a 'licence PDF' call without its path). */
export function getLicencePdf(profileId: number): Promise<Blob> {
  return getPdfFile(`/licence/${profileId}`);
}
