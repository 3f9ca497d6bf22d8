import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';

describe('EmptyState', () => {
  it('says the list is empty in one sentence', () => {
    render(<EmptyState>Aucune fonction.</EmptyState>);
    expect(screen.getByText('Aucune fonction.')).toBeVisible();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('is heard when it is a status (a search that found nothing)', () => {
    render(<EmptyState role="status">Aucun club trouvé.</EmptyState>);
    expect(screen.getByRole('status')).toHaveTextContent('Aucun club trouvé.');
  });

  it('offers the action that fills the list', async () => {
    const user = userEvent.setup();
    const onAdd = vi.fn();
    render(
      <EmptyState
        action={
          <Button variant="primary" onClick={onAdd}>
            Ajouter une fonction
          </Button>
        }
      >
        Aucune fonction.
      </EmptyState>,
    );
    await user.click(screen.getByRole('button', { name: 'Ajouter une fonction' }));
    expect(onAdd).toHaveBeenCalledTimes(1);
  });
});
