import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  claireId,
  next,
  openWizardFor,
  recordWizardCalls,
  renderActivityPage,
  seedWizard,
  seededStart,
  signedInStore,
  waitEnabled,
} from './wizard-test-utils';

describe('pre-registration (club path)', () => {
  it(
    "sends the presign demand with paymentMethodId 0 and shows 'Demande envoyée'",
    { timeout: 20_000 },
    async () => {
      seedWizard({ category: { forSale: false, possiblePreRegistration: true } });
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
        '4Confirmation',
        '5Fin',
      ]);
      await next(user, wizard, 'Choix de la catégorie');
      await within(wizard).findByLabelText('Tarification');
      await next(user, wizard, 'Choix de la licence');
      await within(wizard).findByRole('radio', { name: /Premium/ });
      await next(user, wizard, 'Confirmation');
      expect(
        within(wizard).getByText("Vous allez vous pré-inscrire à l'activité Yoga."),
      ).toBeInTheDocument();
      expect(
        within(wizard).getByText(
          'Vous devrez vous rendre au club pour payer votre cotisation et entériner votre inscription.',
        ),
      ).toBeInTheDocument();
      expect(within(wizard).getByText('Confirmer votre pré-inscription ?')).toBeInTheDocument();

      const submit = within(wizard).getByRole('button', { name: 'Soumettre ma demande' });
      await waitEnabled(submit);
      await user.click(submit);

      expect(await screen.findByText('Demande envoyée')).toBeInTheDocument();
      expect(screen.getByText('Succès')).toBeInTheDocument();
      await waitFor(() =>
        expect(screen.queryByRole('dialog', { name: 'Inscription' })).not.toBeInTheDocument(),
      );
      expect(calls.presign).toHaveLength(1);
      expect(calls.presign[0]).toMatchObject({
        profileId: claireId,
        paymentMethodId: 0,
        amount: 180,
      });
    },
  );
});

describe("'Choix du mode d'inscription' when the category allows both", () => {
  it(
    'stores the choice, skips ahead, and going back from it clears it',
    { timeout: 20_000 },
    async () => {
      seedWizard({ category: { forSale: true, possiblePreRegistration: true, paymentSplit: 3 } });
      const store = await signedInStore();
      const { user } = renderActivityPage(store, seededStart);
      const wizard = await openWizardFor(user, 'Claire');
      await next(user, wizard, 'Choix de la catégorie');
      await within(wizard).findByLabelText('Tarification');
      await next(user, wizard, 'Choix de la licence');
      await within(wizard).findByRole('radio', { name: /Premium/ });
      await next(user, wizard, "Choix du mode d'inscription");

      expect(within(wizard).getByRole('button', { name: 'Suivant' })).toBeDisabled();
      expect(
        within(wizard).getByRole('button', { name: 'Inscription en ligne' }),
      ).toHaveAccessibleDescription(/en une fois ou en 3 fois/);
      await user.click(
        within(wizard).getByRole('button', {
          name: 'Finaliser mon inscription au club (pré-inscription)',
        }),
      );
      await within(wizard).findByRole('heading', { name: 'Confirmation' });

      await user.click(within(wizard).getByRole('button', { name: 'Précédent' }));
      await within(wizard).findByRole('heading', { name: "Choix du mode d'inscription" });
      expect(within(wizard).getByRole('button', { name: /pré-inscription/ })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await user.click(within(wizard).getByRole('button', { name: 'Précédent' }));
      await within(wizard).findByRole('heading', { name: 'Choix de la licence' });
      await user.click(within(wizard).getByRole('button', { name: 'Suivant' }));
      await within(wizard).findByRole('heading', { name: "Choix du mode d'inscription" });
      expect(within(wizard).getByRole('button', { name: /pré-inscription/ })).toHaveAttribute(
        'aria-pressed',
        'false',
      );

      await user.click(within(wizard).getByRole('button', { name: 'Inscription en ligne' }));
      await within(wizard).findByRole('heading', { name: 'Questionnaire médical' });
    },
  );
});
