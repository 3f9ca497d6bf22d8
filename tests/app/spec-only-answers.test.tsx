import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockControl } from '@/mocks/control';
import { seededProfileIds } from '@/mocks/db';
import { onDroppedItems } from '@/shared/api/dropped-items';
import { realtimeDestinations } from '@/shared/realtime';
import { listItemsDropped } from '@/shared/ui/ui-slice';
import { realtimeHub } from '../realtime-hub';
import { answerWithSpecFieldsOnly, breakOneItemOf } from '../spec-only-backend';
import { renderWithProviders, type RenderOptions } from '../test-utils';

/**
 * The tolerant reader, proved through the real routes (docs/adr/0008): a backend that sends only
 * the fields the spec names still shows every page, and one malformed item of a list leaves the
 * others on screen with the discreet notice.
 */
function renderApp(route: string, options: RenderOptions = {}) {
  const view = renderWithProviders(route, options);
  onDroppedItems((report) => view.store.dispatch(listItemsDropped(report)));
  return view;
}

/** Claire signs up for an adults' category of AMSF Lyon's activity: the wizard's first step. */
async function openClaireWizard(activityId: number) {
  const { user } = renderApp(`/profile/${claire}/inscription/carte/1/${activityId}`, family);
  await user.click(await screen.findByRole('button', { name: 'Inscription – Adultes' }));
  const choice = await screen.findByRole('dialog', { name: "Qui s'inscrit ?" });
  await user.click(within(choice).getByRole('button', { name: /Claire/ }));
  const wizard = await screen.findByRole('dialog', { name: 'Inscription' });
  await within(wizard).findByRole('heading', { name: 'Mes informations' });
  return { user, wizard };
}

const claire = seededProfileIds.claireMartin;
/** The seeded news, newest first (src/mocks/db/seed/news.ts). */
const newestNews = [
  'Le bassin de Lyon rouvre après travaux',
  'Téléthon 2026 : les clubs se mobilisent',
  'Nouvelle section de padel à Bordeaux',
];
/** The real routes load lazily: the first screen may take more than a second on a busy machine. */
const family = { user: 'famille.martin@exemple.fr' } as const;

describe('a backend that sends only the spec-named fields', () => {
  it('shows the club page and its activities (no clubId, no federalActivityId)', async () => {
    answerWithSpecFieldsOnly();
    renderApp('/inscription/carte/1');
    expect(await screen.findByRole('heading', { level: 1, name: 'AMSF Lyon' })).toBeVisible();
    const panel = await screen.findByRole('tabpanel', { name: 'Activités' });
    expect(await within(panel).findByRole('link', { name: 'Natation' })).toBeVisible();
  });

  it('shows the activity page with its categories (the club comes from the route)', async () => {
    answerWithSpecFieldsOnly();
    renderApp('/inscription/carte/1/101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Natation' })).toBeVisible();
    expect((await screen.findAllByText(/Adultes/)).length).toBeGreaterThan(0);
  });

  it('shows the prices page', async () => {
    answerWithSpecFieldsOnly();
    renderApp('/inscription/carte/1/101/cotisations');
    expect((await screen.findAllByText(/Tarif plein/)).length).toBeGreaterThan(0);
  });

  it('lists the clubs on the map page, by name, and says "pour qui ?" is unavailable', async () => {
    answerWithSpecFieldsOnly();
    renderApp('/inscription/carte');
    expect(await screen.findByText(/clubs trouvés/)).toBeVisible();
    expect(
      await screen.findByText(/Le filtre « Pour qui \? » est indisponible/),
    ).toBeInTheDocument();
  });

  it('shows the home page with its news, and the news page', async () => {
    answerWithSpecFieldsOnly();
    renderApp(`/profile/${claire}/home`, family);
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Claire' })).toBeVisible();
    // The home shows the three newest news items (src/mocks/db/seed/news.ts).
    for (const title of newestNews)
      expect(await screen.findByRole('heading', { level: 3, name: title })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Voir toutes les actualités' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Toutes les actualités' }),
    ).toBeVisible();
    // The news page's cards, newest first, each with its title, summary, region and date.
    const cards = await screen.findAllByRole('article');
    expect(
      cards.slice(0, 3).map((card) => within(card).getByRole('heading', { level: 2 }).textContent),
    ).toEqual(newestNews);
    const newest = within(cards[0]!);
    expect(
      newest.getByText(/^Après trois semaines de rénovation, la piscine du club/),
    ).toBeVisible();
    expect(newest.getByText('Auvergne-Rhône-Alpes')).toBeVisible();
    expect(newest.getByText(/^Publiée le/)).toHaveTextContent('Publiée le 20/11/2026');
  });

  it(
    'walks the sign-up wizard to its summary (licences, offers, payment options and their fees)',
    { timeout: 40_000 },
    async () => {
      answerWithSpecFieldsOnly();
      const { user, wizard } = await openClaireWizard(102);
      const next = async (heading: string) => {
        const button = within(wizard).getByRole('button', { name: 'Suivant' });
        await waitFor(() => expect(button).toBeEnabled());
        await user.click(button);
        await within(wizard).findByRole('heading', { name: heading });
      };
      await next('Choix de la catégorie');
      await next('Choix de la licence');
      await next('Règlement du club');
      await user.click(
        within(wizard).getByRole('checkbox', {
          name: "J'atteste que j'accepte le règlement du club.",
        }),
      );
      await next('Questionnaire médical');
      await user.click(
        within(wizard).getByRole('checkbox', { name: /Renouvellement questionnaire/ }),
      );
      await next('Choix du mode de paiement');
      await within(wizard).findAllByRole('radio');
      // No feeAmount in the schedule: the fees are totalAmount − chargedAmount, not 0.
      const fees = await within(wizard).findByRole('row', { name: /Frais de paiement/ });
      expect(fees).toHaveTextContent(/\d+,\d{2}/);
      expect(fees).not.toHaveTextContent(/^Frais de paiement\s*0,00/);
      await next('Résumé de la demande');
      expect(within(wizard).getByRole('button', { name: 'Accéder au paiement' })).toBeVisible();
    },
  );

  it("shows Claire's registration requests", async () => {
    answerWithSpecFieldsOnly();
    renderApp(`/profile/${claire}/mes_inscriptions`, family);
    expect((await screen.findAllByText('Aquagym')).length).toBeGreaterThan(0);
  });
});

describe('a spec-only backend, where the app reads a designed field with its fallback', () => {
  it('lists the activities without publishedOnMemberPortal (fallback: published)', async () => {
    answerWithSpecFieldsOnly();
    renderApp('/inscription/carte/1');
    const panel = await screen.findByRole('tabpanel', { name: 'Activités' });
    expect(await within(panel).findByRole('link', { name: 'Yoga' })).toBeVisible();
  });

  it(
    "offers the next season from the offers' preSales flag (the activity's is designed)",
    { timeout: 30_000 },
    async () => {
      answerWithSpecFieldsOnly();
      const { user, wizard } = await openClaireWizard(107);
      const button = within(wizard).getByRole('button', { name: 'Suivant' });
      await waitFor(() => expect(button).toBeEnabled());
      await user.click(button);
      const season = await within(wizard).findByLabelText('Saison');
      expect(
        within(season)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual([
        '2026/2027 (du 01/08/2026 au 31/07/2027)',
        '2027/2028 (du 01/08/2027 au 31/07/2028)',
      ]);
    },
  );

  it('shows a registration request dated with a date alone', async () => {
    mockControl.answer('GET', '/orders/*', [
      {
        id: 9100,
        createdAt: '2026-11-02',
        status: 'PENDING_DEMAND',
        ePaymentMethod: { id: 1 },
        activityCategoryPrice: {
          id: 10511,
          title: 'Tarif plein',
          activityCategory: {
            activity: { title: 'Aquagym', club: { id: 1, title: 'AMSF Lyon', logoUrl: null } },
          },
        },
      },
    ]);
    renderApp(`/profile/${claire}/mes_inscriptions`, family);
    expect((await screen.findAllByText('Aquagym')).length).toBeGreaterThan(0);
    expect(screen.getByText('02/11/2026')).toBeVisible();
  });

  it('signs in to PASS with the licence number the member types (no license.number)', async () => {
    answerWithSpecFieldsOnly();
    const { user } = renderApp(`/profile/${claire}/pass`, family);
    const input = await screen.findByLabelText('Numéro de licence');
    await user.type(input, 'AMSF-069-001984');
    await user.click(screen.getByRole('button', { name: 'Se connecter à PASS' }));
    expect(await screen.findByRole('heading', { name: 'Bienvenue dans PASS' })).toBeVisible();
  });

  it('opens the administration with a role given as { id, description }', async () => {
    mockControl.answer('GET', '/user-admin/privileges', {
      role: { id: 2, description: 'Administrateur fédéral' },
      clubs: [],
      regions: [],
      organizations: [],
    });
    renderApp('/profile/401/users/home/famille.roux%40exemple.fr', {
      user: 'admin.federation@exemple.fr',
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'famille.roux@exemple.fr' }),
    ).toBeVisible();
    expect(await screen.findByRole('region', { name: 'Profils liés' })).toBeVisible();
  });

  it('lists a conversation whose category is null among the groups', async () => {
    answerWithSpecFieldsOnly();
    mockControl.answer(
      'GET',
      `/conversations/user/${claire}`,
      [
        {
          id: 2,
          groupName: 'Judo : covoiturage du tournoi de Villeurbanne',
          lastMessage: 'Qui peut conduire dimanche pour le tournoi ?',
          lastMessageCreation: '2026-11-19T18:02:00.000Z',
          category: null,
        },
      ],
      { api: 'chat' },
    );
    const { user } = renderApp(`/profile/${claire}/chat/my_conversations`, family);
    await user.click(await screen.findByRole('button', { name: /Mes groupes/ }));
    expect(
      await screen.findByRole('button', { name: /Judo : covoiturage du tournoi/ }),
    ).toBeVisible();
  });

  it(
    'shows a sent message once, and dates a socket message without createdAt on arrival',
    { timeout: 30_000 },
    async () => {
      answerWithSpecFieldsOnly();
      realtimeHub().relaySpecFieldsOnly();
      // The create call answers the spec's Message, dated by the server, without our id.
      mockControl.answer(
        'POST',
        '/messages',
        {
          message: 'Je serai là mercredi.',
          idProfile: claire,
          nom: 'Martin',
          prenom: 'Claire',
          profilePicture: null,
          createdAt: '2026-11-25T10:00:00.000Z',
          idConversation: 1,
        },
        { api: 'chat', status: 201 },
      );
      const view = renderApp(`/profile/${claire}/chat/my_conversations`, family);
      const log = await screen.findByRole('log', { name: 'Messages' });
      await within(log).findByText(/bienvenue dans le groupe de la section/);
      await view.user.type(screen.getByLabelText('Votre message'), 'Je serai là mercredi.');
      await view.user.click(screen.getByRole('button', { name: 'Envoyer' }));
      expect(await within(log).findByText('Je serai là mercredi.')).toBeVisible();
      await waitFor(() =>
        expect(
          Object.values(view.store.getState().api?.mutations ?? {}).some(
            (entry) => entry?.endpointName === 'createMessage' && entry.status === 'fulfilled',
          ),
        ).toBe(true),
      );
      // The saved copy is merged once the mutation's promise settles.
      await act(() => Promise.resolve());
      expect(within(log).getAllByText('Je serai là mercredi.')).toHaveLength(1);

      realtimeHub().deliver(realtimeDestinations.privateMessages, {
        message: 'Parfait, à mercredi !',
        profilePicture: null,
        nom: 'Benali',
        prenom: 'Karim',
        idProfile: 301,
        idConversation: 1,
      });
      expect(await within(log).findByText('Parfait, à mercredi !')).toBeVisible();
    },
  );
});

describe('one malformed item of a list', () => {
  it('leaves the other activities of the club on screen, with the notice', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    breakOneItemOf('GET', '/public/valides/activities/1', 0);
    renderApp('/inscription/carte/1');
    const panel = await screen.findByRole('tabpanel', { name: 'Activités' });
    expect((await within(panel).findAllByRole('link')).length).toBeGreaterThan(1);
    expect(await screen.findByText("1 élément illisible n'a pas été affiché.")).toBeVisible();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('leaves the other clubs on the map page, with the notice', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    breakOneItemOf('GET', '/public/amsf', 0);
    renderApp('/inscription/carte');
    expect(await screen.findByText(/clubs trouvés/)).toBeVisible();
    expect(await screen.findByText("1 élément illisible n'a pas été affiché.")).toBeVisible();
    warn.mockRestore();
  });

  it('leaves the other categories of the activity on screen, with the notice', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    breakOneItemOf('GET', '/public/valides/Categories/101', 1);
    renderApp('/inscription/carte/1/101');
    expect(await screen.findByRole('heading', { level: 1, name: 'Natation' })).toBeVisible();
    expect(await screen.findByText("1 élément illisible n'a pas été affiché.")).toBeVisible();
    expect((await screen.findAllByText(/Adultes/)).length).toBeGreaterThan(0);
    warn.mockRestore();
  });
});
