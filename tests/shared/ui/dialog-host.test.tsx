import { screen, within } from '@testing-library/react';
import { createContext, useContext, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '@/shared/ui/button';
import { DialogHostProvider, useDialogs } from '@/shared/ui/dialog-host';
import { renderWithProviders } from '../../test-utils';

/** A route's own context, as the PASS area gives its account to its pages. */
const RouteValue = createContext('aucune valeur');

function ShowValue() {
  return <p>Valeur : {useContext(RouteValue)}</p>;
}

function Opener() {
  const dialogs = useDialogs();
  return (
    <Button onClick={() => dialogs.open({ title: 'Détails', render: () => <ShowValue /> })}>
      Ouvrir
    </Button>
  );
}

/** A route holding its context and, below it, its own dialog host; 'Quitter' leaves it. */
function RouteWithHost() {
  const [inside, setInside] = useState(true);
  return (
    <>
      <Button onClick={() => setInside(false)}>Quitter</Button>
      {inside && (
        <RouteValue.Provider value="celle de la route">
          <DialogHostProvider>
            <Opener />
          </DialogHostProvider>
        </RouteValue.Provider>
      )}
    </>
  );
}

describe('the dialog host', () => {
  it("renders a dialog where it was opened, so it reads the route's context, in a portal on the body", async () => {
    const { user, container } = renderWithProviders(<RouteWithHost />);
    const opener = await screen.findByRole('button', { name: 'Ouvrir' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Détails' });
    expect(within(dialog).getByText('Valeur : celle de la route')).toBeInTheDocument();
    // Out of the page's tree: the portal puts it on the body.
    expect(container).not.toContainElement(dialog);

    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('opens in the app’s host outside such a route', async () => {
    const { user, container } = renderWithProviders(<Opener />);
    await user.click(await screen.findByRole('button', { name: 'Ouvrir' }));
    const dialog = screen.getByRole('dialog', { name: 'Détails' });
    expect(within(dialog).getByText('Valeur : aucune valeur')).toBeInTheDocument();
    expect(container).not.toContainElement(dialog);
  });

  it('closes the dialogs of a route that is left', async () => {
    const { user } = renderWithProviders(<RouteWithHost />);
    await user.click(await screen.findByRole('button', { name: 'Ouvrir' }));
    expect(screen.getByRole('dialog', { name: 'Détails' })).toBeInTheDocument();
    // The modal dialog makes the page inert in a browser; jsdom lets the test press behind it.
    await user.click(screen.getByRole('button', { name: 'Quitter', hidden: true }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('puts a dialog in the place of another, in the same open element, and closes it there', async () => {
    function Chooser() {
      const dialogs = useDialogs();
      const openChoice = () =>
        dialogs.open({
          title: 'Choix',
          render: (close) => (
            <Button
              onClick={() =>
                dialogs.replace(close, { title: 'Suite', render: () => <p>Le choix fait</p> })
              }
            >
              Choisir
            </Button>
          ),
        });
      return <Button onClick={openChoice}>Ouvrir</Button>;
    }
    const { user } = renderWithProviders(<Chooser />);
    const opener = await screen.findByRole('button', { name: 'Ouvrir' });
    await user.click(opener);
    const choice = screen.getByRole('dialog', { name: 'Choix' });
    await user.click(within(choice).getByRole('button', { name: 'Choisir' }));

    const next = await screen.findByRole('dialog', { name: 'Suite' });
    expect(next).toBe(choice);
    expect(within(next).getByText('Le choix fait')).toBeInTheDocument();
    // The pressed button went with the content: the focus stays in the dialog.
    expect(within(next).getByRole('button', { name: 'Fermer' })).toHaveFocus();

    await user.click(within(next).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });
});
