import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { weekly } from '@/mocks/db/seed/catalogue-spec';
import {
  lucasId,
  next,
  renderSeededWizard,
  seedWizard,
  seededYoga,
  signedInStore,
  waitEnabled,
} from './wizard-test-utils';

const body = () => document.body;

afterEach(() => vi.useRealTimers());

describe("'Mes informations'", () => {
  it(
    'lists what is missing, linked to the fields, and keeps Suivant disabled',
    { timeout: 20_000 },
    async () => {
      seedWizard();
      const store = await signedInStore();
      const { user } = await renderSeededWizard(store);
      const firstname = await screen.findByLabelText(/^Prénom/);
      await user.clear(firstname);
      await user.clear(screen.getByLabelText(/^Email/));
      await user.type(screen.getByLabelText(/^Email/), 'claire@');
      await user.tab();

      const summary = screen.getByRole('group', {
        name: 'Veuillez corriger les informations suivantes :',
      });
      const prenomLink = within(summary).getByRole('link', {
        name: 'Prénom : Ce champ est requis',
      });
      expect(
        within(summary).getByRole('link', { name: 'Email : Format email invalide' }),
      ).toBeInTheDocument();
      expect(firstname).toHaveAttribute('aria-invalid', 'true');
      expect(firstname).toHaveAccessibleDescription('Ce champ est requis');
      expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();

      await user.click(prenomLink);
      expect(firstname).toHaveFocus();
      await user.type(firstname, 'Claire');
      await user.clear(screen.getByLabelText(/^Email/));
      await user.type(screen.getByLabelText(/^Email/), 'claire@exemple.fr');
      await waitEnabled(screen.getByRole('button', { name: 'Suivant' }));
      expect(screen.queryByRole('group', { name: /Veuillez corriger/ })).not.toBeInTheDocument();
    },
  );

  it(
    "asks the birth date as jj/mm/aaaa, like the portal's other forms, and the postal code before the town",
    { timeout: 20_000 },
    async () => {
      seedWizard();
      const store = await signedInStore();
      const { user } = await renderSeededWizard(store);
      const birthDate = await screen.findByRole('textbox', { name: /^Date de naissance/ });
      expect(birthDate).toHaveValue('12/03/1984');
      const autocompletes = screen
        .getAllByRole('textbox')
        .map((field) => field.getAttribute('autocomplete'));
      expect(autocompletes.indexOf('postal-code')).toBeLessThan(autocompletes.indexOf('address-level2'));

      await user.clear(birthDate);
      await user.type(birthDate, '0503198');
      await user.tab();
      expect(birthDate).toHaveAccessibleDescription(/Date de naissance invalide/);
      expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
      await user.type(birthDate, '5');
      expect(birthDate).toHaveValue('05/03/1985');
      await waitEnabled(screen.getByRole('button', { name: 'Suivant' }));
    },
  );
});

describe("'Choix de la catégorie'", () => {
  it(
    'shows the season selector for pre-sales, full categories disabled, the age warning and the reduction',
    { timeout: 20_000 },
    async () => {
      // Claire holds the Premium licence this season (45 € club right) and her children are
      // members of the club (10 € family discount); the club runs a 10 % promo.
      seedWizard({
        category: {
          title: 'Jeunes',
          preSales: true,
          minAge: 6,
          maxAge: 17,
          prices: [
            { title: 'Plein tarif', amount: 180, isDefault: false },
            { title: 'Tarif famille', amount: 150, isDefault: true },
          ],
        },
        others: [
          {
            id: seededYoga.categoryId + 1,
            title: 'Compétition',
            maxRegistration: 10,
            soldPlaces: 10,
          },
        ],
        promo: { title: 'Rentrée', discountPercentage: 10 },
        keepMemberships: true,
      });
      const store = await signedInStore();
      const { user } = await renderSeededWizard(store);
      await screen.findByRole('heading', { name: 'Mes informations' });
      await next(user, body(), 'Choix de la catégorie');

      const season = screen.getByLabelText('Saison');
      expect(
        within(season)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        '2026/2027 (du 01/08/2026 au 31/07/2027)',
        '2027/2028 (du 01/08/2027 au 31/07/2028)',
      ]);
      const categorySelect = screen.getByLabelText('Catégorie');
      expect(
        within(categorySelect).getByRole('option', {
          name: 'Compétition Plus de place disponible :(',
        }),
      ).toBeDisabled();
      expect(
        screen.getByText("Cette catégorie n'est pas recommandée pour les plus de 17 ans."),
      ).toBeInTheDocument();
      expect(screen.getByText('Êtes-vous sûr de vouloir continuer ?')).toBeInTheDocument();

      expect(await screen.findByLabelText('Tarification')).toHaveDisplayValue(
        /^Tarif famille – 150,00/,
      );
      // 150 € - 45 € club right - 10 € family discount = 95 €, then 10 % promo: 9,50 €.
      expect(
        screen.getByText(/^Vous bénéficiez d'une réduction de 64,50.€ pour cette activité:$/),
      ).toBeInTheDocument();
      expect(screen.getByText(/^Réduction famille : - 10,00/)).toBeInTheDocument();
      expect(screen.getByText(/^Promo Rentrée \(10 %\) : - 9,50/)).toBeInTheDocument();
      // The age warning does not block: the member may continue.
      await waitEnabled(screen.getByRole('button', { name: 'Suivant' }));
    },
  );

  it("says 'Cette activité est indisponible' without prices", { timeout: 20_000 }, async () => {
    seedWizard({ category: { prices: [] } });
    const store = await signedInStore();
    const { user } = await renderSeededWizard(store);
    await screen.findByRole('heading', { name: 'Mes informations' });
    await next(user, body(), 'Choix de la catégorie');
    expect(await screen.findByText('Cette activité est indisponible')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
  });

  it(
    'lets one session at most be ticked, and explains the ones that cannot be',
    { timeout: 20_000 },
    async () => {
      // Saturday 5 December 2026: the next sessions are from Monday the 7th.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(new Date(2026, 11, 5, 10, 0));
      seedWizard({
        category: {
          slots: [
            weekly(1, '18:30', '20:00'),
            weekly(3, '10:00', '11:00'),
            // Booking opens 3 days before: on 8 December.
            weekly(5, '18:30', '20:00', { bookingDays: 3 }),
            // The mock fills about a quarter of the limited sessions: this one (4th slot) is full.
            weekly(4, '18:30', '20:00', { places: 12 }),
          ],
        },
      });
      const store = await signedInStore();
      const { user } = await renderSeededWizard(store);
      await screen.findByRole('heading', { name: 'Mes informations' });
      await next(user, body(), 'Choix de la catégorie');
      const monday = screen.getByRole('checkbox', {
        name: 'Tous les lundis du 07/12/2026 de 18:30 à 20:00',
      });
      const wednesday = screen.getByRole('checkbox', {
        name: 'Tous les mercredis du 09/12/2026 de 10:00 à 11:00',
      });
      await user.click(monday);
      await user.click(wednesday);
      expect(monday).not.toBeChecked();
      expect(wednesday).toBeChecked();
      expect(screen.getByRole('checkbox', { name: /jeudis/ })).toHaveAccessibleDescription(
        'Cette séance est complète.',
      );
      expect(screen.getByRole('checkbox', { name: /jeudis/ })).toBeDisabled();
      expect(screen.getByRole('checkbox', { name: /vendredis/ })).toHaveAccessibleDescription(
        'Vous pourrez réserver cette séance à partir du 08/12/2026',
      );
    },
  );
});

describe('club rules', () => {
  it('shows the settlement and needs the attestation', { timeout: 20_000 }, async () => {
    seedWizard({
      club: {
        settlement:
          '<h2>Règlement intérieur</h2><p>Respect des horaires.</p><script>alert(1)</script>',
        settlementRequired: true,
      },
    });
    const store = await signedInStore();
    const { user } = await renderSeededWizard(store);
    await screen.findByRole('heading', { name: 'Mes informations' });
    await next(user, body(), 'Choix de la catégorie');
    await screen.findByLabelText('Tarification');
    await next(user, body(), 'Choix de la licence');
    await screen.findByRole('radio', { name: /Premium/ });
    await next(user, body(), 'Règlement du club');
    expect(screen.getByRole('heading', { name: 'Règlement intérieur' })).toBeInTheDocument();
    // A script has no role: only a selector proves the club's HTML brought none in.
    // eslint-disable-next-line testing-library/no-node-access
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByRole('button', { name: 'Suivant' })).toBeDisabled();
    await user.click(
      screen.getByRole('checkbox', { name: "J'atteste que j'accepte le règlement du club." }),
    );
    await next(user, body(), 'Questionnaire médical');
  });
});

describe('the minors questionnaire', () => {
  it(
    'asks Lucas 23 questions in four groups, with the warning to the parents',
    { timeout: 20_000 },
    async () => {
      seedWizard();
      const store = await signedInStore();
      const { user } = await renderSeededWizard(store, { profileId: lucasId });
      await screen.findByRole('heading', { name: 'Mes informations' });
      await next(user, body(), 'Choix de la catégorie');
      await screen.findByLabelText('Tarification');
      await next(user, body(), 'Choix de la licence');
      await screen.findByRole('radio', { name: /Premium/ });
      await next(user, body(), 'Questionnaire médical');

      expect(screen.getAllByRole('group', { name: /^\d+\. / })).toHaveLength(23);
      expect(
        screen.getAllByRole('heading', { level: 4 }).map((heading) => heading.textContent),
      ).toEqual([
        'Depuis l’année dernière',
        'Depuis un certain temps (plus de 2 semaines)',
        'Aujourd’hui',
        'Questions à faire remplir par les parents',
      ]);
      expect(screen.getByRole('note')).toHaveTextContent(
        /^Avertissement à destination des parents/,
      );

      // Non-production builds answer NO everywhere: the attestation is asked at once.
      const first = screen.getByRole('group', { name: /^1\. / });
      expect(within(first).getByRole('radio', { name: 'Non' })).toBeChecked();
      await user.click(within(first).getByRole('radio', { name: 'Oui' }));
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(/certificat médical/);
      await waitEnabled(screen.getByRole('button', { name: 'Suivant' }));
    },
  );
});
