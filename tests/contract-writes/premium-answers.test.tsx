import { vi } from 'vitest';
import { premiumRows } from './drivers/premium';
import { answerEveryForm } from './run-rows';

vi.mock(
  'react-pdf',
  async () => (await import('../shared/ui/pdf-viewer/react-pdf-stub')).reactPdfStub,
);

// The viewer's worker address: the stand-in above runs no worker, and Vite refuses to serve the
// file from a node_modules outside the worktree (a linked one).
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/pdf.worker.min.mjs' }));

answerEveryForm('premium, documents and photo', premiumRows);
