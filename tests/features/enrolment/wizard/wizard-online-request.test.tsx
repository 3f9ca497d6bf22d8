import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockControl } from '@/mocks/node';
import {
  claireId,
  next,
  openWizardFor,
  recordWizardCalls,
  renderActivityPage,
  seedWizard,
  seededStart,
  seededYoga,
  signedInStore,
  waitEnabled,
} from './wizard-test-utils';

/** Claire's request with the defaults of each step, up to an enabled 'Soumettre ma demande'. */
async function claireAtSummary() {
  const calls = recordWizardCalls();
  const store = await signedInStore();
  const { user } = renderActivityPage(store, seededStart);
  const wizard = await openWizardFor(user, 'Claire');
  await next(user, wizard, 'Choix de la catégorie');
  await next(user, wizard, 'Choix de la licence');
  await next(user, wizard, 'Questionnaire médical');
  await user.click(within(wizard).getByRole('checkbox', { name: /Renouvellement questionnaire/ }));
  await next(user, wizard, 'Choix du mode de paiement');
  await next(user, wizard, 'Résumé de la demande');
  const submit = within(wizard).getByRole('button', { name: 'Soumettre ma demande' });
  await waitEnabled(submit);
  return { calls, user, wizard, submit };
}

describe('an online request that the club validates', () => {
  it(
    'goes through every step and sends one presign demand, then thanks',
    { timeout: 20_000 },
    async () => {
      // A category with the Accès licence: the mock offers it (included) and Premium.
      seedWizard({ category: { licenseLevelId: 2 } });
      const calls = recordWizardCalls();
      const store = await signedInStore();
      const { user } = renderActivityPage(store, seededStart);

      const wizard = await openWizardFor(user, 'Claire');
      const steps = within(wizard).getByRole('navigation', { name: "Étapes de l'inscription" });
      expect(
        within(steps)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        '1Mes informations',
        '2Choix de la catégorie',
        '3Choix de la licence',
        '4Questionnaire médical',
        '5Choix du mode de paiement',
        '6Résumé de la demande',
        '7Fin',
      ]);
      expect(within(steps).getByRole('listitem', { current: 'step' })).toHaveTextContent(
        'Mes informations',
      );
      expect(within(wizard).getByLabelText(/^Prénom/)).toHaveValue('Claire');
      await waitFor(() =>
        expect(within(wizard).getByRole('heading', { name: 'Mes informations' })).toHaveFocus(),
      );

      await next(user, wizard, 'Choix de la catégorie');
      expect(await within(wizard).findByLabelText('Tarification')).toHaveDisplayValue(
        /^Annuel – 180,00/,
      );
      await next(user, wizard, 'Choix de la licence');
      // The first suggested level is preselected.
      expect(await within(wizard).findByRole('radio', { name: /Accès/ })).toBeChecked();
      expect(within(wizard).getByText('Aucun avantage.')).toBeInTheDocument();
      await user.click(within(wizard).getByRole('radio', { name: /Premium/ }));
      expect(within(wizard).getByText('La meilleure assurance sportive')).toBeInTheDocument();
      await user.click(within(wizard).getByRole('radio', { name: /Accès/ }));

      await next(user, wizard, 'Questionnaire médical');
      expect(within(wizard).getAllByRole('group', { name: /\?/ })).toHaveLength(9);
      const suivant = within(wizard).getByRole('button', { name: 'Suivant' });
      expect(suivant).toBeDisabled();
      await user.click(
        within(wizard).getByRole('checkbox', { name: /Renouvellement questionnaire/ }),
      );

      await next(user, wizard, 'Choix du mode de paiement');
      const options = await within(wizard).findAllByRole('radio');
      expect(options).toEqual([
        within(wizard).getByRole('radio', { name: 'Paiement en une fois' }),
        within(wizard).getByRole('radio', { name: 'Paiement en 3 fois' }),
      ]);
      expect(options[0]).toBeChecked();
      const lines = within(wizard).getByRole('table', { name: 'Résumé de la demande' });
      expect(
        within(lines).getByRole('rowheader', { name: 'Adhésion Yoga (Adultes)' }),
      ).toBeInTheDocument();
      expect(within(lines).getByRole('rowheader', { name: 'Total' })).toBeInTheDocument();
      expect(within(lines).queryByText('Frais de paiement')).not.toBeInTheDocument();
      expect(within(wizard).getByRole('heading', { name: 'Échéance' })).toBeInTheDocument();
      await user.click(options[1]!);
      expect(within(wizard).getByRole('heading', { name: 'Échéances' })).toBeInTheDocument();

      await next(user, wizard, 'Résumé de la demande');
      expect(within(wizard).getByText('Bâtiment B, 3e étage')).toBeInTheDocument();
      expect(within(wizard).getByText('Paiement en 3 fois')).toBeInTheDocument();
      const submit = within(wizard).getByRole('button', { name: 'Soumettre ma demande' });
      await waitEnabled(submit);
      await user.dblClick(submit);

      expect(await within(wizard).findByText('Merci !')).toBeInTheDocument();
      expect(within(wizard).getByRole('heading', { name: 'Fin' })).toBeInTheDocument();
      expect(calls.presign).toHaveLength(1);
      expect(calls.presign[0]).toMatchObject({
        profileId: claireId,
        memberId: claireId,
        activityCategoryPriceId: seededYoga.priceId,
        licenseLevelId: 2,
        paymentMethodId: 3,
        amount: 180,
        reservation: null,
        promo: null,
        healthAttestation: true,
        profileDetails: { firstname: 'Claire', lastname: 'Martin', birthday: '1984-03-12' },
      });
      expect(JSON.stringify(calls.presign[0])).not.toMatch(/adult-\d|answers/);
      expect(
        await screen.findByText("Votre demande d'inscription a été effectuée avec succès."),
      ).toBeInTheDocument();

      await user.click(within(wizard).getByRole('button', { name: 'Fin' }));
      expect(screen.queryByRole('dialog', { name: 'Inscription' })).not.toBeInTheDocument();
      await waitFor(() => expect(window.localStorage.getItem('enrolmentBaskets')).toBeNull());
    },
  );

  it(
    'stays on the summary with the French error when the demand fails',
    { timeout: 20_000 },
    async () => {
      seedWizard();
      mockControl.fail({
        method: 'POST',
        path: '/orders/presign',
        status: 503,
        body: { message: 'Le service est momentanément indisponible.' },
      });
      const { calls, user, wizard, submit } = await claireAtSummary();
      await user.click(submit);

      expect(
        await screen.findByText('Le service est momentanément indisponible.'),
      ).toBeInTheDocument();
      await waitEnabled(submit);
      expect(
        within(wizard).getByRole('heading', { name: 'Résumé de la demande' }),
      ).toBeInTheDocument();
      expect(calls.presign).toHaveLength(1);
    },
  );

  it.each([200, 204] as const)(
    'thanks on an empty %i after the demand (the spec does not show the answer), one demand sent',
    { timeout: 20_000 },
    async (status) => {
      seedWizard();
      mockControl.emptyAnswer('POST', '/orders/presign', status);
      const { calls, user, wizard, submit } = await claireAtSummary();
      await user.dblClick(submit);
      expect(await within(wizard).findByText('Merci !')).toBeInTheDocument();
      expect(calls.presign).toHaveLength(1);
    },
  );
});
