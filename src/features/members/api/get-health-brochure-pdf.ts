import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { getPdfFile } from './pdf-file';

export const healthBrochureFileName = () => `ma_sante_by_${getRuntimeConfig().productSlug}.pdf`;

/** GET /documents/ma_sante_by_{product}.pdf (the file name is the spec's, the folder designed). */
export function getHealthBrochurePdf(): Promise<Blob> {
  return getPdfFile(`/documents/${healthBrochureFileName()}`);
}
