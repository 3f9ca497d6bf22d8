import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockControl } from '@/mocks/control';
import { getMockDb, seededProfileIds } from '@/mocks/db';
import { storageKeys } from '@/shared/lib/storage';
import { storeInscriptionRedirect } from '@/shared/session/inscription-redirect';
import { selectProfiles } from '@/shared/session/current-profile';
import { selectToasts } from '@/shared/ui/ui-slice';
import { apiUrl } from '../../../mocks/api-urls';
import { recordRequests } from '../../../mocks/request-log';
import { renderWithProviders } from '../../../test-utils';

const claire = seededProfileIds.claireMartin;
const family = { user: 'famille.martin@exemple.fr' } as const;

describe('saving the personal information form', () => {
  it("edits: 'Données mises à jour', then the profile", { timeout: 20_000 }, async () => {
    const { user, store, router } = renderWithProviders(`/profile/${claire}/mes_info`, family);
    const profession = await screen.findByRole('textbox', { name: 'Profession' });
    const save = screen.getByRole('button', { name: 'Sauvegarder' });
    expect(save).toBeEnabled();

    // Invalid while the mobile phone is incomplete.
    const mobile = screen.getByRole('textbox', { name: /Téléphone mobile/ });
    await user.clear(mobile);
    await user.type(mobile, '0612');
    await waitFor(() => expect(save).toBeDisabled());
    await user.type(mobile, '345678');
    expect(mobile).toHaveValue('06.12.34.56.78');
    await waitFor(() => expect(save).toBeEnabled());

    await user.type(profession, 'Infirmière');
    await user.click(screen.getByRole('checkbox', { name: 'des partenaires' }));
    await user.click(save);

    await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/${claire}/home`));
    expect(selectToasts(store.getState())).toContainEqual(
      expect.objectContaining({ title: 'Succès', message: 'Données mises à jour' }),
    );
    const details = getMockDb().memberDetails.find((row) => row.id === claire);
    expect(details).toMatchObject({ profession: 'Infirmière', agreementInfoPartner: true });
  });

  // members-area.md 7 shows no answer to PUT /profiles/{id}: each form the contract allows.
  it.each([
    ['an empty 200', 200],
    ['a 204', 204],
  ] as const)(
    "edits: %s is the success too, 'Données mises à jour', then the profile",
    { timeout: 20_000 },
    async (_answer, status) => {
      mockControl.emptyAnswer('PUT', `/profiles/${claire}`, status);
      const { user, store, router } = renderWithProviders(`/profile/${claire}/mes_info`, family);
      await user.type(await screen.findByRole('textbox', { name: 'Profession' }), 'Infirmière');
      await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));

      await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/${claire}/home`));
      expect(selectToasts(store.getState())).toContainEqual(
        expect.objectContaining({ title: 'Succès', message: 'Données mises à jour' }),
      );
    },
  );

  it(
    "adds a family member: 'Profil ajouté', the active profile kept, back to the sign-up",
    { timeout: 20_000 },
    async () => {
      const { user, store, router } = renderWithProviders(
        `/profile/${claire}/ajouter_membre`,
        family,
      );
      const firstname = await screen.findByRole('textbox', { name: /Prénom/ });
      // As the wizard's 'Quelqu'un d'autre' leaves it, the profile being loaded already.
      storeInscriptionRedirect({ clubId: 1, activityId: 101 });
      // No consent is given for a new member (docs/spec-deviations.md); the family's address is.
      expect(screen.getByRole('checkbox', { name: 'de la fédération' })).not.toBeChecked();
      expect(screen.getByRole('textbox', { name: /Ville/ })).toHaveValue('Lyon');
      expect(screen.getByRole('textbox', { name: /Email secondaire/ })).toHaveAttribute(
        'maxlength',
        '20',
      );
      const save = screen.getByRole('button', { name: 'Sauvegarder' });
      expect(save).toBeDisabled();

      await user.type(firstname, 'émilie');
      expect(firstname).toHaveValue('Émilie');
      await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Martin');
      await user.click(screen.getByRole('radio', { name: 'Femme' }));
      await user.type(screen.getByRole('textbox', { name: /Date de naissance/ }), '04051990');
      const mobile = screen.getByRole('textbox', { name: /Téléphone mobile/ });
      // An adult: the mobile is asked.
      expect(mobile).toBeRequired();
      await waitFor(() => expect(save).toBeDisabled());
      await user.type(mobile, '0611223344');
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);

      // Back on the activity of the sign-up, as Claire: she added Émilie, she is still herself.
      await waitFor(() =>
        expect(router.state.location.pathname).toBe(`/profile/${claire}/inscription/carte/1/101`),
      );
      const created = getMockDb().profiles.find((row) => row.firstname === 'Émilie');
      expect(created).toMatchObject({
        lastname: 'Martin',
        gender: 'F',
        birthday: '1990-05-04',
        mobilePhone: '0611223344',
      });
      expect(store.getState().session.selectedId).toBe(claire);
      // Émilie is offered among the family's profiles (the chooser, 'Qui s'inscrit ?').
      await waitFor(() =>
        expect(selectProfiles(store.getState()).map((profile) => profile.id)).toContain(
          created?.id,
        ),
      );
      expect(selectToasts(store.getState())).toContainEqual(
        expect.objectContaining({ title: 'Succès', message: 'Profil ajouté' }),
      );
      // The sign-up's way back is used once.
      expect(window.localStorage.getItem(storageKeys.inscriptionRedirect)).toBeNull();
    },
  );

  it(
    'adds a child: no mobile asked, none sent; home of the same active profile',
    { timeout: 20_000 },
    async () => {
      const sent = recordRequests('POST', apiUrl('/profiles'));
      const { user, store, router } = renderWithProviders(
        `/profile/${claire}/ajouter_membre`,
        family,
      );
      await user.type(await screen.findByRole('textbox', { name: /Prénom/ }), 'Léo');
      await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Martin');
      await user.click(screen.getByRole('radio', { name: 'Homme' }));
      const mobile = screen.getByRole('textbox', { name: /Téléphone mobile/ });
      // Asked while no birth date says the person is a minor.
      expect(mobile).toBeRequired();
      await user.type(screen.getByRole('textbox', { name: /Date de naissance/ }), '15102016');
      await waitFor(() => expect(mobile).not.toBeRequired());
      const save = screen.getByRole('button', { name: 'Sauvegarder' });
      await waitFor(() => expect(save).toBeEnabled());
      await user.click(save);

      await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/${claire}/home`));
      expect(sent).toHaveLength(1);
      expect(sent[0]?.body).toMatchObject({ firstname: 'Léo', birthday: '2016-10-15' });
      expect(sent[0]?.body).not.toHaveProperty('mobilePhone');
      expect(getMockDb().profiles.find((row) => row.firstname === 'Léo')).toMatchObject({
        mobilePhone: null,
      });
      expect(store.getState().session.selectedId).toBe(claire);
    },
  );

  it(
    'offers the communes of a new postal code when the town is not among them',
    { timeout: 20_000 },
    async () => {
      const { user } = renderWithProviders(`/profile/${claire}/mes_info`, family);
      const postalCode = await screen.findByRole('textbox', { name: /Code postal/ });
      const city = screen.getByRole('textbox', { name: /^Ville/ });
      // Lyon is among the communes of 69002: no panel.
      expect(screen.queryByRole('group', { name: /code postal/ })).not.toBeInTheDocument();
      await user.clear(postalCode);
      await user.type(postalCode, '01400abc');
      expect(postalCode).toHaveValue('01400');
      const panel = await screen.findByRole('group', {
        name: '10 communes pour le code postal 01400 :',
      });
      const names = within(panel)
        .getAllByRole('button')
        .map((button) => button.textContent);
      expect(names[0]).toBe('Chanoz-Châtenay');
      await user.click(within(panel).getByRole('button', { name: 'Sandrans' }));
      expect(city).toHaveValue('Sandrans');
      expect(screen.queryByRole('group', { name: /code postal/ })).not.toBeInTheDocument();
    },
  );

  it(
    'keeps what was typed and not saved, for a session that ends mid-form, until it is saved',
    { timeout: 20_000 },
    async () => {
      const view = renderWithProviders(`/profile/${claire}/mes_info`, family);
      const profession = await screen.findByRole('textbox', { name: 'Profession' });
      expect(screen.queryByText(/ont été reprises/)).not.toBeInTheDocument();
      await view.user.type(profession, 'Sage-femme');
      view.unmount();

      // Signed in again, back on the form: the typing is there, and the member is told.
      const { user } = renderWithProviders(`/profile/${claire}/mes_info`, family);
      const restored = await screen.findByRole('textbox', { name: 'Profession' });
      expect(restored).toHaveValue('Sage-femme');
      expect(screen.getByRole('status')).toHaveTextContent(
        "Les modifications que vous n'aviez pas enregistrées ont été reprises.",
      );
      await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
      await waitFor(() =>
        expect(getMockDb().memberDetails.find((row) => row.id === claire)).toMatchObject({
          profession: 'Sage-femme',
        }),
      );
      await waitFor(() =>
        expect(window.localStorage.getItem(`personal-form-draft:edit:${claire}`)).toBeNull(),
      );
    },
  );
});
