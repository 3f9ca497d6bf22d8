import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { storedBaskets } from '@/features/enrolment/wizard/basket-storage';
import {
  claireId,
  dialogNamed,
  openWizardFor,
  recordWizardCalls,
  renderActivityPage,
  seedWizard,
  seededStart,
  signedInStore,
} from './wizard-test-utils';

describe("'Qui s'inscrit ?'", () => {
  it(
    'shows one tile per profile, the current one highlighted, and returns the chosen one',
    { timeout: 20_000 },
    async () => {
      seedWizard();
      const store = await signedInStore();
      const { user } = renderActivityPage(store, seededStart);
      await user.click(screen.getByRole('button', { name: 'Inscription' }));
      const choice = await screen.findByRole('dialog', { name: "Qui s'inscrit ?" });

      const tiles = within(choice)
        .getAllByRole('button')
        .filter((tile) => tile.className.includes('profile-tile'));
      expect(tiles.map((tile) => tile.textContent)).toEqual([
        'Claire MartinProfil actuel',
        'Lucas Martin',
        'Paul Martin',
        "+Quelqu'un d'autre",
      ]);
      expect(tiles[0]).toHaveAttribute('aria-current', 'true');
      expect(tiles[1]).not.toHaveAttribute('aria-current');

      await user.click(within(choice).getByRole('button', { name: /Lucas/ }));
      const wizard = await screen.findByRole('dialog', { name: 'Inscription' });
      // The dialog opens on 'Chargement de l'inscription…' while the wizard's calls answer.
      expect(await within(wizard).findByLabelText(/^Prénom/)).toHaveValue('Lucas');
      expect(screen.queryByRole('dialog', { name: "Qui s'inscrit ?" })).not.toBeInTheDocument();
    },
  );

  it("sends 'Quelqu'un d'autre' to the new family member page", { timeout: 20_000 }, async () => {
    seedWizard();
    const store = await signedInStore();
    const { user, router } = renderActivityPage(store, seededStart);
    await user.click(screen.getByRole('button', { name: 'Inscription' }));
    const choice = await screen.findByRole('dialog', { name: "Qui s'inscrit ?" });
    await user.click(within(choice).getByRole('button', { name: "Quelqu'un d'autre" }));
    expect(await screen.findByRole('heading', { name: 'Ajouter un membre' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/profile/${claireId}/ajouter_membre`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens nothing after Annuler', { timeout: 20_000 }, async () => {
    seedWizard();
    const store = await signedInStore();
    const { user } = renderActivityPage(store, seededStart);
    await user.click(screen.getByRole('button', { name: 'Inscription' }));
    const choice = await screen.findByRole('dialog', { name: "Qui s'inscrit ?" });
    await user.click(within(choice).getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(window.localStorage.getItem('enrolmentBaskets')).toBeNull();
  });

  it('opens nothing for a full category', { timeout: 20_000 }, async () => {
    seedWizard({ category: { maxRegistration: 12, soldPlaces: 12 } });
    const calls = recordWizardCalls();
    const store = await signedInStore();
    const { user } = renderActivityPage(store, seededStart);
    let activityLoaded = false;
    const { server } = await import('@/mocks/node');
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.includes('/public/activity/')) activityLoaded = true;
    });
    await user.click(screen.getByRole('button', { name: 'Inscription' }));
    await waitFor(() => expect(activityLoaded).toBe(true));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.offers).toEqual([]);
  });
});

describe('closing', () => {
  it('clears the basket 100 ms after the dialog closes', { timeout: 20_000 }, async () => {
    seedWizard();
    const store = await signedInStore();
    const { user } = renderActivityPage(store, seededStart);
    const wizard = await openWizardFor(user, 'Claire');
    expect(storedBaskets.read()).toHaveProperty(String(claireId));
    await user.click(within(wizard).getByRole('button', { name: 'Annuler ma demande et fermer' }));
    expect(screen.queryByRole('dialog', { name: 'Inscription' })).not.toBeInTheDocument();
    await waitFor(() => expect(window.localStorage.getItem('enrolmentBaskets')).toBeNull());
  });
});

describe('resuming', () => {
  it(
    "offers 'Reprendre mon inscription' on the activity page and reopens at the saved step",
    { timeout: 20_000 },
    async () => {
      seedWizard();
      const store = await signedInStore();
      const { user: firstUser, unmount } = renderActivityPage(store, seededStart);
      const wizard = await openWizardFor(firstUser, 'Claire');
      await firstUser.click(within(wizard).getByRole('button', { name: 'Suivant' }));
      await within(wizard).findByRole('heading', { name: 'Choix de la catégorie' });
      const saved = window.localStorage.getItem('enrolmentBaskets') ?? '';
      expect(storedBaskets.read()?.[claireId]).toMatchObject({
        stepId: 'category',
        activityId: seededStart.activityId,
      });

      // A reload: the page goes away without closing anything, and a new store reads the basket.
      // (Unmounting here closes the dialog, which clears the basket: it is put back after.)
      unmount();
      await waitFor(() => expect(window.localStorage.getItem('enrolmentBaskets')).toBeNull());
      window.localStorage.setItem('enrolmentBaskets', saved);
      const reloaded = await signedInStore();
      const { user } = renderActivityPage(reloaded, seededStart);
      const prompt = await screen.findByRole('dialog', { name: 'Inscription en cours' });
      expect(prompt).toHaveTextContent(
        "L'inscription de Claire Martin à l'activité Yoga n'est pas terminée.",
      );
      await user.click(within(prompt).getByRole('button', { name: 'Reprendre mon inscription' }));
      const resumed = await screen.findByRole('dialog', { name: 'Inscription' });
      expect(
        await within(resumed).findByRole('heading', { name: 'Choix de la catégorie' }),
      ).toBeInTheDocument();
      expect(dialogNamed('Inscription')).toBe(resumed);
    },
  );
});
