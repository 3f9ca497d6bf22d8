import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seededProfileIds } from '@/mocks/db';
import { renderWithProviders } from '../../../test-utils';

vi.mock(
  'react-pdf',
  async () => (await import('../../../shared/ui/pdf-viewer/react-pdf-stub')).reactPdfStub,
);

describe('profile/{id}/sante: the health brochure', () => {
  it('opens ma_sante_by_{product}.pdf in the PDF viewer on arrival, and again from its button', async () => {
    const { user } = renderWithProviders(`/profile/${seededProfileIds.claireMartin}/sante`, {
      user: 'famille.martin@exemple.fr',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Ma Santé by AMSF' });
    expect(await within(dialog).findByText('Page 1 sur 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Télécharger PDF' })).toHaveAttribute(
      'download',
      'ma_sante_by_amsf.pdf',
    );
    expect(document.title).toContain('Ma Santé');
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ouvrir le livret Ma Santé by AMSF' }));
    expect(screen.getByRole('dialog', { name: 'Ma Santé by AMSF' })).toBeInTheDocument();
  });
});
