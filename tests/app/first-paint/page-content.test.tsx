import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { drawPageContent } from '@/app/first-paint/page-content';
import { mockControl, testConfig } from '@/mocks/node';
import { seedActivity, seedClubActivities } from '../../mocks/seed';

const clubPath = `/public/${testConfig.productSlug}/1`;

/** The drawn markup in the test's document, to be read as a visitor would. */
function show(markup: string) {
  document.body.innerHTML = markup;
}
afterEach(() => document.body.replaceChildren());

describe('a public page drawn outside the app (docs/adr/0030)', () => {
  it("draws a club's page with its activities, its controls held until the app", async () => {
    seedClubActivities(1, [
      { id: 102, title: 'Yoga' },
      { id: 101, title: 'Natation' },
    ]);
    const content = await drawPageContent('/inscription/carte/1', testConfig);

    expect(content?.title).toBe('AMSF Lyon – Portail des adhérents');
    show(content?.markup ?? '');
    expect(screen.getByRole('heading', { level: 1, name: 'AMSF Lyon' })).toBeInTheDocument();
    const panel = screen.getByRole('tabpanel', { name: 'Activités' });
    expect(
      within(panel)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Natation', 'Yoga']);
    // Links work without the app; a tab waits for it.
    expect(screen.getByRole('link', { name: 'Retour à la carte' })).toHaveAttribute(
      'href',
      '/inscription/carte',
    );
    expect(screen.getByRole('tab', { name: 'Événements' })).toBeDisabled();
    expect(content?.answers.map((answer) => answer.endpointName).sort()).toEqual([
      'getClubActivities',
      'getClubDetails',
    ]);
    expect(content?.dropped).toEqual([
      { endpoint: 'GET /public/valides/activities/{clubId}', count: 0 },
    ]);
  });

  it("holds an activity's description for the page to sanitise, and hands over its week", async () => {
    const description = '<p>Nage libre <img src="x" onerror="alert(1)"></p>';
    seedActivity(101, { description });
    const content = await drawPageContent('/inscription/carte/1/101', testConfig);

    expect(content?.title).toBe('Natation – Portail des adhérents');
    expect(content?.heldHtml).toEqual([description]);
    show(content?.markup ?? '');
    // eslint-disable-next-line testing-library/no-node-access -- the held description has no role
    const held = document.querySelector('.enrolment-description');
    expect(held).toHaveAttribute('data-held-server-html', '0');
    expect(held).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: "Demande d'information" })).toBeDisabled();
    expect(content?.answers.map((answer) => answer.endpointName).sort()).toEqual([
      'getActivity',
      'getActivityCategories',
      'getClubDetails',
      'getPublicSessions',
    ]);
  });

  it('leaves to the app a page whose answer failed, and an activity of another club', async () => {
    mockControl.fail({ method: 'GET', path: clubPath, status: 500, body: { message: 'Erreur' } });
    expect(await drawPageContent('/inscription/carte/1', testConfig)).toBeUndefined();
    mockControl.clear();
    seedActivity(101, { clubId: 2 });
    expect(await drawPageContent('/inscription/carte/1/101', testConfig)).toBeUndefined();
  });

  it("draws the map's first view in the box measured: its list and its markers", async () => {
    const content = await drawPageContent('/inscription/carte', testConfig, {
      width: 675,
      height: 628,
    });

    expect(content?.title).toBe('Trouver un club – Portail des adhérents');
    show(content?.markup ?? '');
    expect(screen.getByRole('heading', { level: 1, name: 'Trouver un club' })).toBeInTheDocument();
    const total = content?.mapView?.result.list.total ?? 0;
    expect(total).toBeGreaterThan(0);
    expect(screen.getByText(`${total} clubs trouvés dans la zone de la carte`)).toBeVisible();
    const list = screen.getByRole('region', { name: 'Liste des clubs' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(
      content?.mapView?.result.list.items.length ?? -1,
    );
    // The markers are pictures until Leaflet draws its own; the list names the clubs.
    // eslint-disable-next-line testing-library/no-node-access -- hidden from assistive technologies
    const markers = document.querySelectorAll('.map-view__still-markers > [data-held-style]');
    expect(markers).toHaveLength(content?.mapView?.result.markers.length ?? -1);
    expect(markers.length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Masquer la carte' })).toBeDisabled();
    expect(content?.mapView?.box).toEqual({ width: 675, height: 628 });
  });

  it.each(['/', '/inscription/carte', '/inscription/carte/lyon', '/profile/101/home'])(
    'draws no other page, nor the map without its box: %s',
    async (pathname) => {
      expect(await drawPageContent(pathname, testConfig)).toBeUndefined();
    },
  );
});
