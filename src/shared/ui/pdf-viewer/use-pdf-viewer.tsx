import { useCallback } from 'react';
import { useDialogs } from '../dialog-host';
import { PdfViewerFrame } from './pdf-viewer-frame';
import type { PdfSource } from './pdf-source';
import './pdf-viewer.css';

/**
 * Opens the one PDF viewer dialog of the portal (attestations, licence, health brochure). The
 * frame is light; react-pdf and pdf.js load when a document is first opened.
 */
export function usePdfViewer(): (source: PdfSource) => void {
  const dialogs = useDialogs();
  return useCallback(
    (source: PdfSource) => {
      dialogs.open({
        title: source.title,
        width: '900px',
        maxHeight: '90svh',
        render: () => <PdfViewerFrame source={source} />,
      });
    },
    [dialogs],
  );
}
