import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { demo, renderAdmin } from './admin-test-utils';

describe('the user-administration guard', () => {
  it("refuses an account without Module-Utilisateurs with 'Nop' and no page", async () => {
    const { router } = renderAdmin('/profile/101/users/home/search/liste', demo.family);
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
    const toast = screen.getByRole('alert');
    expect(toast).toHaveTextContent('Pas autorisé');
    expect(toast).toHaveTextContent('Nop');
    expect(router.state.location.pathname).toBe('/profile/101/home');
    expect(screen.queryByText('Gestion des administrateurs')).not.toBeInTheDocument();
  });

  it.each([
    '/profile/401/users',
    '/profile/401/users/home',
    '/profile/401/users/home/search',
    '/profile/401/users/home/search/inconnu',
    '/profile/401/users/autre/chose',
  ])('sends %s to the list tab', async (address) => {
    const { router } = renderAdmin(address, demo.federationAdmin);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/profile/401/users/home/search/liste'),
    );
    expect(await screen.findByRole('tab', { name: 'Liste', selected: true })).toBeInTheDocument();
  });
});

describe('the administrators list', () => {
  it('shows the tabs, without Fonctions for a federation admin, and 50 rows a page', async () => {
    renderAdmin('/profile/401/users/home/search/liste', demo.federationAdmin);
    expect(
      await screen.findByRole('heading', { name: 'Gestion des administrateurs' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Liste',
      'Recherche',
      'Invitations',
    ]);
    const table = await screen.findByRole('table', { name: 'Administrateurs' });
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText(/^1 – 50 sur \d{3}$/)).toBeInTheDocument();
  });

  it('shows the Fonctions tab to the super admin', async () => {
    renderAdmin('/profile/601/users/home/search/liste', demo.superAdmin);
    expect(await screen.findByRole('tab', { name: 'Fonctions' })).toBeInTheDocument();
  });

  it('keeps filters and page in the address and reads them on load', async () => {
    const { router, user } = renderAdmin(
      '/profile/401/users/home/search/liste?comiteRegional=1&offset=0&limit=20',
      demo.federationAdmin,
    );
    const region = await screen.findByLabelText('Région');
    await waitFor(() => expect(region).toHaveDisplayValue('Auvergne-Rhône-Alpes'));
    const table = await screen.findByRole('table', { name: 'Administrateurs' });
    expect(within(table).getAllByRole('row')).toHaveLength(21);
    await user.click(screen.getByRole('button', { name: 'Page suivante' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?comiteRegional=1&offset=20&limit=20'),
    );
    const club = screen.getByRole('combobox', { name: 'Club' });
    expect(club).toHaveValue('Tous les clubs');
    // Some 300 clubs: typed in part, chosen with the keyboard.
    await user.click(club);
    await user.keyboard('amsf lyon');
    expect(await screen.findByRole('option', { name: 'AMSF Lyon' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Tous les clubs' })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?comiteRegional=1&amsf=1&offset=0&limit=20'),
    );
    expect(await screen.findByRole('link', { name: 'admin.club@exemple.fr' })).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Éléments par page'), '100');
    await waitFor(() => expect(router.state.location.search).toContain('limit=100'));
  });

  it('forces the club of a club admin and offers no "all" choice', async () => {
    renderAdmin('/profile/301/users/home/search/liste', demo.clubAdmin);
    const club = await screen.findByRole('combobox', { name: 'Club' });
    expect(club).toHaveValue('AMSF Lyon');
    expect(club).toBeDisabled();
    expect(screen.queryByRole('option', { name: 'Tous les clubs' })).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'admin.club@exemple.fr' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'admin.region@exemple.fr' })).not.toBeInTheDocument();
  });

  it('sorts the page by a column', async () => {
    const { user } = renderAdmin(
      '/profile/401/users/home/search/liste?amsf=1&offset=0&limit=50',
      demo.federationAdmin,
    );
    const table = await screen.findByRole('table', { name: 'Administrateurs' });
    const header = within(table).getByRole('columnheader', { name: /Compte/ });
    await user.click(within(header).getByRole('button'));
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    const emails = within(table)
      .getAllByRole('link')
      .map((link) => link.textContent ?? '');
    expect(emails).toEqual([...emails].sort((a, b) => a.localeCompare(b, 'fr')));
  });
});

describe('the account search', () => {
  it('searches after 3 characters and keeps the needle in the address', async () => {
    // The clock moves on its own (answers still arrive) and past the 700 ms pause on demand.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const { router } = renderAdmin(
      '/profile/401/users/home/search/recherche',
      demo.federationAdmin,
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const box = await screen.findByRole('searchbox', {
      name: 'Rechercher par nom de famille, prénom ou adresse email',
    });
    await user.type(box, 'fa');
    await act(() => vi.advanceTimersByTimeAsync(800));
    expect(router.state.location.search).toBe('');
    await user.type(box, 'bre');
    await act(() => vi.advanceTimersByTimeAsync(800));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?needle=fabre&offset=0&limit=50'),
    );
    expect(
      await screen.findByRole('link', { name: 'admin.region@exemple.fr' }),
    ).toBeInTheDocument();
  });

  it("says 'Aucun résultat.' and reads the needle on load", async () => {
    renderAdmin(
      '/profile/401/users/home/search/recherche?needle=zzzzzz&offset=0&limit=50',
      demo.federationAdmin,
    );
    expect(await screen.findByText('Aucun résultat.')).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('zzzzzz');
  });
});
