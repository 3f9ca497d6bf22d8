import { ChevronLeft, ChevronRight, Download, ZoomIn, ZoomOut } from 'lucide-react';
import {
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
} from 'react';
import { Document, Page, pdfjs } from 'react-pdf';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { Spinner } from '../spinner';
import {
  clampPage,
  defaultZoom,
  keyAction,
  zoomIn,
  zoomLabel,
  zoomOut,
  maxZoom,
  minZoom,
} from './viewer-rules';
import { buttonClassName, IconButton } from '../button';

const iconButtonClass = buttonClassName({ className: 'pdf-viewer__icon-button' });

/** One command of the toolbar: a lucide icon and its French name. */
function ToolbarButton({
  label,
  Icon,
  disabled,
  onClick,
}: {
  label: string;
  Icon: typeof ZoomIn;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <IconButton
      className={iconButtonClass}
      label={label}
      icon={<Icon aria-hidden="true" focusable="false" size={18} />}
      disabled={disabled}
      onClick={onClick}
    />
  );
}

// pdf.js's worker is a file of our build, served from our origin: the policy's
// `worker-src 'self'` holds (docs/adr/0009).
pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * No eval under `script-src 'self'`: pdf.js 5 (react-pdf 10, the pair whose engines accept Node
 * 20) compiles fonts with `new Function` unless isEvalSupported is false, which the policy would
 * refuse (docs/adr/0009). The standard fonts the mocked PDFs use (Helvetica) are not embedded:
 * the system's stand in.
 */
const evalOff = { isEvalSupported: false, useSystemFonts: true };
const documentOptions: ComponentProps<typeof Document>['options'] = evalOff;

type Props = { file: Blob; title: string; fileName: string };

/** react-pdf's document with pages, zoom, download and keyboard; the heavy chunk of the viewer. */
export function PdfViewer({ file, title, fileName }: Props) {
  const [pageCount, setPageCount] = useState(0);
  const [page, setPage] = useState(1);
  const [scale, setScale] = useState<number>(defaultZoom);
  const [failed, setFailed] = useState(false);
  const statusId = useId();
  const downloadUrl = useMemo(() => URL.createObjectURL(file), [file]);
  const shownUrl = useRef<string | undefined>(undefined);
  useEffect(() => {
    shownUrl.current = downloadUrl;
    return () => {
      shownUrl.current = undefined;
      // StrictMode's trial unmount mounts again at once, before this microtask: revoking then
      // left the link downloading nothing. Only an address no longer shown is revoked.
      queueMicrotask(() => {
        if (shownUrl.current !== downloadUrl) URL.revokeObjectURL(downloadUrl);
      });
    };
  }, [downloadUrl]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const action = keyAction(event.key, { page, pageCount, scale });
    if (!action) return;
    event.preventDefault();
    if (action.type === 'page') setPage(action.page);
    else setScale(action.scale);
  };

  if (failed) {
    return <p role="alert">Le document n&apos;a pas pu être affiché.</p>;
  }

  return (
    <div className="pdf-viewer">
      <div className="pdf-viewer__toolbar" role="toolbar" aria-label="Commandes du document">
        <ToolbarButton
          label="Page précédente"
          Icon={ChevronLeft}
          disabled={page <= 1}
          onClick={() => setPage((current) => clampPage(current - 1, pageCount))}
        />
        <span id={statusId} className="pdf-viewer__status" aria-live="polite">
          {pageCount > 0 ? `Page ${page} sur ${pageCount}` : 'Chargement…'}
        </span>
        <ToolbarButton
          label="Page suivante"
          Icon={ChevronRight}
          disabled={page >= pageCount}
          onClick={() => setPage((current) => clampPage(current + 1, pageCount))}
        />
        <ToolbarButton
          label="Zoom arrière"
          Icon={ZoomOut}
          disabled={scale <= minZoom}
          onClick={() => setScale(zoomOut)}
        />
        <span className="pdf-viewer__status" aria-live="polite">
          <span className="visually-hidden">Zoom : </span>
          {zoomLabel(scale)}
        </span>
        <ToolbarButton
          label="Zoom avant"
          Icon={ZoomIn}
          disabled={scale >= maxZoom}
          onClick={() => setScale(zoomIn)}
        />
        <a
          className="button button--primary pdf-viewer__download"
          href={downloadUrl}
          download={fileName}
        >
          <Download aria-hidden="true" focusable="false" size={18} />
          Télécharger PDF
        </a>
      </div>
      {/* Focusable so that the keyboard scrolls a zoomed page and turns pages (see keyAction). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
      <div
        className="pdf-viewer__pages"
        role="region"
        aria-label={`Document : ${title}`}
        aria-describedby={statusId}
        // A scrollable region must take focus (WCAG 2.1.1); its keys turn pages and zoom.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        onKeyDown={onKeyDown}
      >
        <Document
          file={file}
          options={documentOptions}
          loading={<Spinner label="Chargement du document…" />}
          error={<p role="alert">Le document n&apos;a pas pu être affiché.</p>}
          onLoadSuccess={({ numPages }) => {
            setPageCount(numPages);
            setPage((current) => clampPage(current, numPages));
          }}
          onLoadError={() => setFailed(true)}
        >
          <Page
            pageNumber={page}
            scale={scale}
            renderTextLayer={false}
            renderAnnotationLayer={false}
            loading={<Spinner label="Chargement de la page…" />}
          />
        </Document>
      </div>
    </div>
  );
}
