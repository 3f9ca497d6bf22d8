import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/shared/ui/button';
import { useConfirm } from '@/shared/ui/confirm-dialog';
import { renderWithProviders } from '../../test-utils';

function DeletePage({ onConfirm }: { onConfirm: () => Promise<void> | void }) {
  const confirm = useConfirm();
  return (
    <Button
      variant="danger"
      onClick={() =>
        confirm({
          title: 'Supprimer la fonction',
          message: <p>Êtes-vous sûr de vouloir supprimer cette fonction ?</p>,
          confirmLabel: 'Supprimer',
          danger: true,
          onConfirm,
        })
      }
    >
      Supprimer la fonction
    </Button>
  );
}

describe('ConfirmDialog', () => {
  // Escape and the focus trap are the native <dialog>'s, which jsdom lacks: the journeys check them.
  it("asks in a modal dialog; 'Annuler' and 'Fermer' close it and give the focus back", async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<DeletePage onConfirm={onConfirm} />);
    const opener = await screen.findByRole('button', { name: 'Supprimer la fonction' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Supprimer la fonction' });
    expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer cette fonction ?');
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();

    await user.click(opener);
    await user.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('runs the action once, busy meanwhile, then closes', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const { user } = renderWithProviders(<DeletePage onConfirm={onConfirm} />);
    await user.click(await screen.findByRole('button', { name: 'Supprimer la fonction' }));
    const dialog = screen.getByRole('dialog', { name: 'Supprimer la fonction' });
    const action = within(dialog).getByRole('button', { name: 'Supprimer' });
    await user.click(action);
    await waitFor(() => expect(action).toHaveAttribute('aria-busy', 'true'));
    await user.click(action);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
