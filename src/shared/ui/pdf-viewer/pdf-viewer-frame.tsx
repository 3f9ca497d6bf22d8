import { lazy, Suspense, useEffect, useState } from 'react';
import { Spinner } from '../spinner';
import type { PdfSource } from './pdf-source';

const PdfViewer = lazy(() => import('./pdf-viewer').then((m) => ({ default: m.PdfViewer })));

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; file: Blob };

/** Fetches the document while the viewer's code loads, then hands both over. */
export function PdfViewerFrame({ source }: { source: PdfSource }) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    source.load().then(
      (file) => current && setLoaded({ status: 'ready', file }),
      () => current && setLoaded({ status: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [source]);

  if (loaded.status === 'failed') {
    return (
      <p role="alert">Le document n&apos;a pas pu être chargé. Veuillez réessayer plus tard.</p>
    );
  }
  const spinner = <Spinner label="Chargement du document…" />;
  return (
    <>
      {source.note}
      {loaded.status === 'loading' ? (
        spinner
      ) : (
        <Suspense fallback={spinner}>
          <PdfViewer file={loaded.file} title={source.title} fileName={source.fileName} />
        </Suspense>
      )}
    </>
  );
}
