import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/shared/ui/button';
import { DialogActions } from '@/shared/ui/dialog-actions';

describe('DialogActions', () => {
  it("offers 'Annuler' then the main action, in the keyboard's order", async () => {
    const user = userEvent.setup();
    const onCancel = vi.fn();
    render(
      <DialogActions onCancel={onCancel}>
        <Button variant="primary">Sauvegarder</Button>
      </DialogActions>,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sauvegarder' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('puts a leading action first and names the way out as told', () => {
    render(
      <DialogActions
        onCancel={() => undefined}
        cancelLabel="Non"
        leading={<Button variant="danger">Supprimer</Button>}
      >
        <Button variant="primary">Oui</Button>
      </DialogActions>,
    );
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'Supprimer',
      'Non',
      'Oui',
    ]);
  });

  it('has no way-out button without onCancel', () => {
    render(
      <DialogActions>
        <Button variant="primary">Fermer</Button>
      </DialogActions>,
    );
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
