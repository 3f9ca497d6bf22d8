import { FileText } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { getRuntimeConfig } from '@/shared/config/runtime-config';
import { usePdfViewer } from '@/shared/ui/pdf-viewer/use-pdf-viewer';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { healthBrochureDocument } from './document-sources';
import { Button } from '@/shared/ui/button';

/** profile/{id}/sante: the health brochure, opened in the PDF viewer on arrival. */
export function HealthPage() {
  const { productName } = getRuntimeConfig();
  const title = `Ma Santé by ${productName}`;
  usePageTitle('Ma Santé');
  const openPdf = usePdfViewer();
  const opened = useRef(false);

  useEffect(() => {
    // Once per visit (StrictMode runs effects twice in development).
    if (opened.current) return;
    opened.current = true;
    openPdf(healthBrochureDocument(productName));
  }, [openPdf, productName]);

  return (
    <div className="members-page">
      <h1>Ma Santé</h1>
      <p>
        Les conseils des médecins de la fédération pour pratiquer en toute sécurité : le livret{' '}
        {title} s&apos;ouvre dans la visionneuse, d&apos;où vous pouvez le télécharger.
      </p>
      <p>
        <Button variant="primary" onClick={() => openPdf(healthBrochureDocument(productName))}>
          <FileText aria-hidden="true" focusable="false" size={18} /> Ouvrir le livret {title}
        </Button>
      </p>
    </div>
  );
}
