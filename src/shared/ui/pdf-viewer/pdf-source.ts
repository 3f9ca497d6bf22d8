/** A document the shared viewer shows: its dialog title, download name and how to fetch it. */
export type PdfSource = {
  title: string;
  fileName: string;
  load: () => Promise<Blob>;
};
