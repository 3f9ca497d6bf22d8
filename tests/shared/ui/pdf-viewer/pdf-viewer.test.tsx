import { StrictMode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usePdfViewer } from '@/shared/ui/pdf-viewer/use-pdf-viewer';
import { renderWithProviders } from '../../../test-utils';

vi.mock('react-pdf', async () => (await import('./react-pdf-stub')).reactPdfStub);

const pdfBlob = () => new Blob(['%PDF-1.7 test'], { type: 'application/pdf' });

function Opener({ load = async () => pdfBlob() }: { load?: () => Promise<Blob> }) {
  const open = usePdfViewer();
  return (
    <button
      type="button"
      onClick={() => open({ title: 'Mon document', fileName: 'doc.pdf', load })}
    >
      Ouvrir
    </button>
  );
}

describe('the shared PDF viewer dialog', () => {
  it('loads the document, turns pages, zooms, and offers the download', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Mon document' });
    expect(await screen.findByText('Page 1 sur 3')).toBeInTheDocument();
    expect(screen.getByText('Page 1 affichée à 1')).toBeInTheDocument();
    expect(screen.getByTestId('pdf-document')).toHaveAttribute('data-eval', 'false');
    expect(screen.getByRole('button', { name: 'Page précédente' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(screen.getByText('Page 2 sur 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zoom avant' }));
    expect(screen.getByText('Page 2 affichée à 1.25')).toBeInTheDocument();
    expect(screen.getByText('125 %')).toBeInTheDocument();

    const download = screen.getByRole('link', { name: 'Télécharger PDF' });
    expect(download).toHaveAttribute('download', 'doc.pdf');
    expect(download.getAttribute('href')).toMatch(/^blob:/);
    expect(dialog).toContainElement(download);
  });

  it('is driven by the keyboard from its page area', async () => {
    const { user } = renderWithProviders(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    const pages = await screen.findByRole('region', { name: 'Document : Mon document' });
    await screen.findByText('Page 1 sur 3');
    pages.focus();
    await user.keyboard('{End}');
    expect(screen.getByText('Page 3 sur 3')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByText('Page 2 sur 3')).toBeInTheDocument();
    await user.keyboard('-');
    expect(screen.getByText('Page 2 affichée à 0.75')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page suivante' })).toBeEnabled();
  });

  it('says so when the document cannot be fetched', async () => {
    const { user } = renderWithProviders(<Opener load={() => Promise.reject(new Error('500'))} />);
    await user.click(screen.getByRole('button', { name: 'Ouvrir' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        "Le document n'a pas pu être chargé. Veuillez réessayer plus tard.",
      ),
    );
  });
});

describe('the download link under StrictMode', () => {
  it('keeps its address through the trial unmount and revokes it once really closed', async () => {
    const revoked = new Set<string>();
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => {
      revoked.add(url);
    });
    const { PdfViewer } = await import('@/shared/ui/pdf-viewer/pdf-viewer');
    const { unmount } = render(
      <StrictMode>
        <PdfViewer file={pdfBlob()} title="Mon document" fileName="doc.pdf" />
      </StrictMode>,
    );
    const download = await screen.findByRole('link', { name: 'Télécharger PDF' });
    const href = download.getAttribute('href') ?? '';
    expect(href).toMatch(/^blob:/);
    expect(revoked).not.toContain(href);
    unmount();
    await waitFor(() => expect(revoked).toContain(href));
    revoke.mockRestore();
  });
});
