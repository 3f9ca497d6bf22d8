import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { seededProfileIds } from '@/mocks/db';
import { onDroppedItems } from '@/shared/api/dropped-items';
import { listItemsDropped } from '@/shared/ui/ui-slice';
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

const claire = seededProfileIds.claireMartin;
/** The real routes load lazily: the first screen may take more than a second on a busy machine. */
const firstScreen = { timeout: 5000 };
const family = { user: 'famille.martin@exemple.fr' } as const;

describe('a backend that sends only the spec-named fields', () => {
  it('shows the club page and its activities (no clubId, no federalActivityId)', async () => {
    answerWithSpecFieldsOnly();
    renderApp('/inscription/carte/1');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'AMSF Lyon' }, firstScreen),
    ).toBeVisible();
    const panel = await screen.findByRole('tabpanel', { name: 'Activités' }, firstScreen);
    expect(await within(panel).findByRole('link', { name: 'Natation' })).toBeVisible();
  });

  it('shows the activity page with its categories (the club comes from the route)', async () => {
    answerWithSpecFieldsOnly();
    renderApp('/inscription/carte/1/101');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Natation' }, firstScreen),
    ).toBeVisible();
    expect((await screen.findAllByText(/Adultes/)).length).toBeGreaterThan(0);
  });

  it('shows the prices page', async () => {
    answerWithSpecFieldsOnly();
    renderApp('/inscription/carte/1/101/cotisations');
    expect((await screen.findAllByText(/Tarif plein/, {}, firstScreen)).length).toBeGreaterThan(0);
  });

  it('lists the clubs on the map page, by name, and says "pour qui ?" is unavailable', async () => {
    answerWithSpecFieldsOnly();
    renderApp('/inscription/carte');
    expect(await screen.findByText(/clubs trouvés/, {}, firstScreen)).toBeVisible();
    expect(
      await screen.findByText(/Le filtre « Pour qui \? » est indisponible/),
    ).toBeInTheDocument();
  });

  it('shows the home page with its news, and the news page', async () => {
    answerWithSpecFieldsOnly();
    renderApp(`/profile/${claire}/home`, family);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bonjour Claire' }, firstScreen),
    ).toBeVisible();
    expect((await screen.findAllByRole('heading', { level: 3 })).length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('link', { name: 'Voir toutes les actualités' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Toutes les actualités' }, firstScreen),
    ).toBeVisible();
    expect((await screen.findAllByRole('listitem')).length).toBeGreaterThan(0);
  });

  it(
    'walks the sign-up wizard to its summary (licences, offers, payment options)',
    { timeout: 40_000 },
    async () => {
      answerWithSpecFieldsOnly();
      const { user } = renderApp(`/profile/${claire}/inscription/carte/1/102`, family);
      await user.click(
        await screen.findByRole('button', { name: 'Inscription – Adultes' }, firstScreen),
      );
      const choice = await screen.findByRole('dialog', { name: "Qui s'inscrit ?" }, firstScreen);
      await user.click(within(choice).getByRole('button', { name: /Claire/ }));
      const wizard = await screen.findByRole('dialog', { name: 'Inscription' });
      await within(wizard).findByRole('heading', { name: 'Mes informations' }, firstScreen);
      const next = async (heading: string) => {
        const button = within(wizard).getByRole('button', { name: 'Suivant' });
        await waitFor(() => expect(button).toBeEnabled());
        await user.click(button);
        await within(wizard).findByRole('heading', { name: heading }, firstScreen);
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
      await next('Résumé de la demande');
      expect(within(wizard).getByRole('button', { name: 'Accéder au paiement' })).toBeVisible();
    },
  );

  it("shows Claire's registration requests", async () => {
    answerWithSpecFieldsOnly();
    renderApp(`/profile/${claire}/mes_inscriptions`, family);
    expect((await screen.findAllByText('Aquagym', {}, firstScreen)).length).toBeGreaterThan(0);
  });
});

describe('one malformed item of a list', () => {
  it('leaves the other activities of the club on screen, with the notice', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    breakOneItemOf('GET', '/public/valides/activities/1', 0);
    renderApp('/inscription/carte/1');
    const panel = await screen.findByRole('tabpanel', { name: 'Activités' }, firstScreen);
    expect((await within(panel).findAllByRole('link')).length).toBeGreaterThan(1);
    expect(await screen.findByText("1 élément illisible n'a pas été affiché.")).toBeVisible();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('leaves the other clubs on the map page, with the notice', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    breakOneItemOf('GET', '/public/amsf', 0);
    renderApp('/inscription/carte');
    expect(await screen.findByText(/clubs trouvés/, {}, firstScreen)).toBeVisible();
    expect(await screen.findByText("1 élément illisible n'a pas été affiché.")).toBeVisible();
    warn.mockRestore();
  });

  it('leaves the other categories of the activity on screen, with the notice', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    breakOneItemOf('GET', '/public/valides/Categories/101', 1);
    renderApp('/inscription/carte/1/101');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Natation' }, firstScreen),
    ).toBeVisible();
    expect(await screen.findByText("1 élément illisible n'a pas été affiché.")).toBeVisible();
    expect((await screen.findAllByText(/Adultes/)).length).toBeGreaterThan(0);
    warn.mockRestore();
  });
});
