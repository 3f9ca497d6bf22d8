import { useEffect, type ReactNode } from 'react';

/**
 * react-pdf cannot render under jsdom (TOOLCHAIN 6): this stand-in reports a document of three
 * pages and draws each page as text, so the viewer's own logic runs; real rendering is tested by
 * the journeys.
 */
export const reactPdfStub = {
  pdfjs: { GlobalWorkerOptions: { workerSrc: '' } },
  Document: ({
    children,
    onLoadSuccess,
    options,
  }: {
    children: ReactNode;
    onLoadSuccess?: (document: { numPages: number }) => void;
    options?: Record<string, unknown>;
  }) => {
    useEffect(() => onLoadSuccess?.({ numPages: 3 }), [onLoadSuccess]);
    return (
      <div data-testid="pdf-document" data-eval={String(options?.isEvalSupported)}>
        {children}
      </div>
    );
  },
  Page: ({ pageNumber, scale }: { pageNumber: number; scale: number }) => (
    <p>
      Page {pageNumber} affichée à {scale}
    </p>
  ),
};
