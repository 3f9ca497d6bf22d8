import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockControl } from '@/mocks/node';
import { setRealtimeLoader } from '@/shared/realtime';
import { storedPassTerms } from '@/shared/session/stored-pass-terms';
import { renderWithProviders } from '../../test-utils';
import { memoryRealtime } from './memory-realtime';

const claire = 101;
const paul = 103;

// The PASS pages listen to live session updates: an in-memory client instead of a socket.
beforeEach(() => setRealtimeLoader(() => Promise.resolve(memoryRealtime().client)));

describe('PASS area', () => {
  it('asks a profile without licence number to take one', async () => {
    renderWithProviders(`/profile/${paul}/pass/home/seances`, {
      user: 'famille.martin@exemple.fr',
    });
    expect(await screen.findByText(/L’espace PASS est réservé aux licenciés/)).toBeInTheDocument();
  });

  it('opens on first launch, keeps the button off until the terms are accepted, then shows the programme', async () => {
    const { user, router } = renderWithProviders(`/profile/${claire}/pass`, {
      user: 'famille.martin@exemple.fr',
    });
    expect(await screen.findByRole('heading', { name: 'Bienvenue dans PASS' })).toBeInTheDocument();
    const start = screen.getByRole('button', { name: "C'est parti !" });
    expect(start).toBeDisabled();
    expect(screen.getByRole('combobox', { name: 'Mon club PASS' })).toHaveDisplayValue(
      'PASS Lyon Confluence',
    );
    // Outside production only the inactive clubs show.
    expect(screen.queryByRole('option', { name: 'PASS Marseille Prado' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "conditions d'utilisation" }));
    const terms = await screen.findByRole('dialog', { name: "Conditions d'utilisation" });
    expect(within(terms).getByText(/18 ans ou plus/)).toBeInTheDocument();
    await user.click(within(terms).getByRole('button', { name: 'Fermer' }));

    await user.click(
      screen.getByRole('checkbox', { name: "J'accepte les conditions d'utilisation" }),
    );
    await user.click(start);
    expect(router.state.location.pathname).toBe(`/profile/${claire}/pass/home/seances`);
    expect(storedPassTerms.read()).toEqual({ termsVersion: '2021-04' });
    expect(
      await screen.findByRole('tab', { name: 'Programmation', selected: true }),
    ).toBeInTheDocument();
    const frame = await screen.findByRole('region', { name: 'Séances programmées' });
    expect((await within(frame).findAllByRole('heading', { level: 2 }))[0]?.textContent).toMatch(
      /^[A-Z][a-zé]+ \d{1,2}(er)? [a-zéû]+ \d{4}$/,
    );
  }, 20_000);

  it('sends back to first launch when the accepted terms are an older version', async () => {
    window.localStorage.setItem('termsUseAccepted', 'true');
    window.localStorage.setItem('termsUseVersion', '"2019-01"');
    const { router } = renderWithProviders(`/profile/${claire}/pass/home/mon_compte`, {
      user: 'famille.martin@exemple.fr',
    });
    expect(await screen.findByRole('heading', { name: 'Bienvenue dans PASS' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/profile/${claire}/pass/first`);
  });

  it.each([
    ['seances', 'Programmation'],
    ['reservations', 'Mes réservations'],
    ['catalogue', 'Les offres'],
    ['mon_compte', 'Mon compte'],
  ])('opens the tab at the address members-area.md 2 gives: home/%s is %s', async (tab, label) => {
    window.localStorage.setItem('termsUseAccepted', 'true');
    window.localStorage.setItem('termsUseVersion', '"2021-04"');
    const { router } = renderWithProviders(`/profile/${claire}/pass/home/${tab}`, {
      user: 'famille.martin@exemple.fr',
    });
    expect(await screen.findByRole('tab', { name: label, selected: true })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/profile/${claire}/pass/home/${tab}`);
  });

  it('shows Mon compte with the offers and their credits', async () => {
    window.localStorage.setItem('termsUseAccepted', 'true');
    window.localStorage.setItem('termsUseVersion', '"2021-04"');
    renderWithProviders(`/profile/${claire}/pass/home/mon_compte`, {
      user: 'famille.martin@exemple.fr',
    });
    expect(await screen.findByText('7/10 jetons')).toBeInTheDocument();
    expect(screen.getByText('À volonté')).toBeInTheDocument();
    expect(screen.queryByText('Offre de rentrée')).not.toBeInTheDocument();
  });

  it('lists in Les offres only the offers still on sale, by price', async () => {
    window.localStorage.setItem('termsUseAccepted', 'true');
    window.localStorage.setItem('termsUseVersion', '"2021-04"');
    renderWithProviders(`/profile/${claire}/pass/home/catalogue`, {
      user: 'famille.martin@exemple.fr',
    });
    const panel = await screen.findByRole('tabpanel');
    const offers = await within(panel).findAllByRole('button');
    // Seeded: 'Offre de rentrée' ended ten days ago, 'Ancienne formule trimestrielle' is no
    // longer run; the others, cheapest first.
    const names = ['Séance découverte', 'Aquagym 5 séances', 'Carnet 10 séances', 'Yoga à volonté'];
    expect(offers).toHaveLength(names.length);
    names.forEach((name, index) => expect(offers[index]).toHaveTextContent(name));
    expect(within(panel).getByRole('button', { name: /^Séance découverte/ })).toHaveTextContent(
      '1 jeton',
    );
    expect(within(panel).queryByText('Offre de rentrée')).not.toBeInTheDocument();
    expect(within(panel).queryByText('Ancienne formule trimestrielle')).not.toBeInTheDocument();
  });

  it('says when the programme cannot be loaded, and offers to try again', async () => {
    window.localStorage.setItem('termsUseAccepted', 'true');
    window.localStorage.setItem('termsUseVersion', '"2021-04"');
    mockControl.fail({
      api: 'pass',
      method: 'GET',
      path: '/ActivitesCalendriers/GetClubsCreneauxForMonth',
      status: 500,
    });
    renderWithProviders(`/profile/${claire}/pass/home/seances`, {
      user: 'famille.martin@exemple.fr',
    });
    const frame = await screen.findByRole('region', { name: 'Séances programmées' });
    const alert = await within(frame).findByRole('alert');
    expect(alert).toHaveTextContent('Les séances n’ont pas pu être chargées.');
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeInTheDocument();
  }, 20_000);

  it("counts an offer's jetons with the last known credit", async () => {
    window.localStorage.setItem('termsUseAccepted', 'true');
    window.localStorage.setItem('termsUseVersion', '"2021-04"');
    // The PASS backend knows of bookings the licence login's answer predates.
    mockControl.add({
      api: 'pass',
      method: 'GET',
      path: '/Reservations/LastKnownCredit/*',
      status: 200,
      body: 4,
    });
    renderWithProviders(`/profile/${claire}/pass/home/mon_compte`, {
      user: 'famille.martin@exemple.fr',
    });
    expect(await screen.findByText('4/10 jetons')).toBeInTheDocument();
    expect(screen.queryByText('7/10 jetons')).not.toBeInTheDocument();
    expect(screen.getByText('À volonté')).toBeInTheDocument();
  });
  it.each([
    ['an empty 200', 200],
    ['a 204', 204],
  ] as const)(
    "keeps the login's credit when the last known credit is %s",
    async (_answer, status) => {
      window.localStorage.setItem('termsUseAccepted', 'true');
      window.localStorage.setItem('termsUseVersion', '"2021-04"');
      mockControl.emptyAnswer('GET', '/Reservations/LastKnownCredit/*', status, { api: 'pass' });
      const { store } = renderWithProviders(`/profile/${claire}/pass/home/mon_compte`, {
        user: 'famille.martin@exemple.fr',
      });
      expect(await screen.findByText('7/10 jetons')).toBeInTheDocument();
      await waitFor(() =>
        expect(
          Object.values(store.getState().api?.queries ?? {})
            .filter((query) => query?.endpointName === 'getLastKnownCredit')
            .map((query) => query?.status),
        ).toContain('rejected'),
      );
      expect(screen.getByText('7/10 jetons')).toBeInTheDocument();
      expect(screen.queryByText('0/10 jetons')).not.toBeInTheDocument();
    },
  );
});
