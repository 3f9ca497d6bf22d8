import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seededProfileIds } from '@/mocks/db';
import { mockControl } from '@/mocks/control';
import { renderWithProviders, type DemoEmail } from '../../test-utils';

const swimming = 'Section Natation – AMSF Lyon';

/** The swimming section's conversation (Karim created it), preselected, its members shown. */
async function openMembers(email: DemoEmail, profileId: number) {
  const view = renderWithProviders(`/profile/${profileId}/chat`, { user: email });
  await screen.findByRole('heading', { level: 2, name: swimming });
  await screen.findByRole('log', { name: 'Messages' });
  const options = screen.getByRole('button', { name: "Plus d'options" });
  await view.user.click(options);
  expect(options).toHaveAttribute('aria-expanded', 'true');
  const panel = screen.getByRole('region', { name: 'Membres du groupe' });
  await within(panel).findByRole('list');
  return { ...view, panel };
}

const asClaire = () => openMembers('famille.martin@exemple.fr', seededProfileIds.claireMartin);
const asKarim = () => openMembers('admin.club@exemple.fr', seededProfileIds.karimBenali);

/** Each row's member name: the row's text without its 'Retirer …' button, if it has one. */
const names = (panel: HTMLElement) =>
  within(panel)
    .getAllByRole('listitem')
    .map((item) => {
      const remove = within(item).queryByRole('button');
      return (item.textContent ?? '').replace(remove?.textContent ?? '', '');
    });

afterEach(() => vi.restoreAllMocks());

describe('Membres du groupe', () => {
  it('lists the members; a member who did not create the group may only leave it', async () => {
    const { panel } = await asClaire();
    expect(names(panel)).toEqual(['Claire Martin', 'Karim Benali']);
    expect(
      within(panel).queryByRole('button', { name: 'Ajouter des membres' }),
    ).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: /^Retirer/ })).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Quitter le groupe' })).toBeVisible();
  }, 20_000);

  it('lets the creator remove the others, never himself', async () => {
    const { panel } = await asKarim();
    expect(within(panel).getByRole('button', { name: 'Retirer Claire Martin' })).toBeVisible();
    expect(
      within(panel).queryByRole('button', { name: 'Retirer Karim Benali' }),
    ).not.toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Ajouter des membres' })).toBeVisible();
  }, 20_000);

  it("adds members through the picker: current members not offered, 'Ajouter' once someone is chosen", async () => {
    const { panel, user } = await asKarim();
    await user.click(within(panel).getByRole('button', { name: 'Ajouter des membres' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ajouter des membres' });
    const tiles = await within(dialog).findByRole('list', { name: 'Personnes à ajouter' });
    const add = within(dialog).getByRole('button', { name: 'Ajouter' });
    expect(add).toBeDisabled();
    expect(within(tiles).queryByRole('button', { name: 'Claire Martin' })).not.toBeInTheDocument();

    const sophie = within(tiles).getByRole('button', { name: 'Sophie Lambert' });
    await user.click(sophie);
    expect(sophie).toHaveAttribute('aria-pressed', 'true');
    expect(add).toBeEnabled();
    await user.click(add);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(names(panel)).toEqual(['Claire Martin', 'Karim Benali', 'Sophie Lambert']),
    );
  }, 20_000);

  it('asks before removing, in a modal dialog that gives the focus back when cancelled', async () => {
    const showModal = vi.spyOn(HTMLDialogElement.prototype, 'showModal');
    const { panel, user } = await asKarim();
    const remove = within(panel).getByRole('button', { name: 'Retirer Claire Martin' });
    remove.focus();
    await user.keyboard('{Enter}');

    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    // A modal <dialog>: the browser keeps the focus inside it and the page behind inert.
    expect(showModal).toHaveBeenCalledTimes(1);
    expect(dialog).toHaveAttribute('open');
    expect(within(dialog).getByText('Retirer Claire Martin du groupe ?')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Confirmation' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Annuler' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
    expect(names(panel)).toEqual(['Claire Martin', 'Karim Benali']);

    // 'Fermer' is a way out too.
    await user.keyboard('{Enter}');
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirmation' })).getByRole('button', {
        name: 'Fermer',
      }),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).toHaveFocus();
  }, 20_000);

  it('removes the member once confirmed, says so, and lists the others', async () => {
    const { panel, user } = await asKarim();
    await user.click(within(panel).getByRole('button', { name: 'Retirer Claire Martin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirmation' }));

    expect(await screen.findByText('Claire Martin a été retiré du groupe')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(names(panel)).toEqual(['Karim Benali']));
  }, 20_000);

  it('lets a member leave once confirmed: the conversation leaves her list', async () => {
    const { panel, user } = await asClaire();
    await user.click(within(panel).getByRole('button', { name: 'Quitter le groupe' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
    expect(within(dialog).getByText('Voulez-vous vraiment quitter le groupe ?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmation' }));

    expect(await screen.findByText('Vous avez quitté le groupe')).toBeVisible();
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Membres du groupe' })).not.toBeInTheDocument(),
    );
    const list = screen.getByRole('navigation', { name: 'Mes conversations' });
    await waitFor(() =>
      expect(
        within(list).queryByRole('button', { name: new RegExp(`^${swimming}`) }),
      ).not.toBeInTheDocument(),
    );
  }, 20_000);

  it("says so in French when the members cannot be loaded, and 'Réessayer' loads them", async () => {
    mockControl.fail({ api: 'chat', method: 'GET', path: '/members/conversation/*', status: 500 });
    const { user } = renderWithProviders(`/profile/${seededProfileIds.claireMartin}/chat`, {
      user: 'famille.martin@exemple.fr',
    });
    await screen.findByRole('log', { name: 'Messages' });
    await user.click(screen.getByRole('button', { name: "Plus d'options" }));
    const panel = screen.getByRole('region', { name: 'Membres du groupe' });
    expect(
      await within(panel).findByText("Les membres du groupe n'ont pas pu être chargés."),
    ).toBeVisible();

    mockControl.clear();
    await user.click(within(panel).getByRole('button', { name: 'Réessayer' }));
    await waitFor(() => expect(names(panel)).toEqual(['Claire Martin', 'Karim Benali']));
  }, 20_000);
});
