import type { ReactNode } from 'react';

/**
 * A document the shared viewer shows: its dialog title, download name and how to fetch it; a
 * note, when the document carries something worth reading as text (an attestation's reference).
 */
export type PdfSource = {
  title: string;
  fileName: string;
  load: () => Promise<Blob>;
  note?: ReactNode;
};
