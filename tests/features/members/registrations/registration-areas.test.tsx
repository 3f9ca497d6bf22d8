import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seededProfileIds, updateMockDb } from '@/mocks/db';
import { renderWithProviders } from '../../../test-utils';

vi.mock(
  'react-pdf',
  async () => (await import('../../../shared/ui/pdf-viewer/react-pdf-stub')).reactPdfStub,
);

function showRegistrations(profileId: number = seededProfileIds.claireMartin) {
  return renderWithProviders(`/profile/${profileId}/mes_inscriptions`, {
    user: 'famille.martin@exemple.fr',
  });
}

describe("Mes inscriptions: 'Mes adhésions' and 'Mes échéances'", () => {
  // Statuses follow the date: read on 25 November 2026, Claire's instalment of 15/11 is late.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 25, 10, 0));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shows Claire's club card and her schedule with one dot per instalment", async () => {
    showRegistrations();
    const memberships = await screen.findByRole('region', { name: 'Mes adhésions 2026/2027' });
    expect(within(memberships).getByRole('heading', { name: 'AMSF Lyon' })).toBeInTheDocument();
    expect(within(memberships).getByText('Natation')).toBeInTheDocument();
    expect(
      within(memberships).getByRole('link', { name: "Activités d'AMSF Lyon" }),
    ).toHaveAttribute('href', `/profile/${seededProfileIds.claireMartin}/inscription/carte/1`);

    const schedules = screen.getByRole('region', { name: 'Mes échéances' });
    const row = await within(schedules).findByRole('row', { name: /Natation/ });
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual([
      '15/09/2026',
      'AMSF Lyon',
      'Natation',
      // 180 € after the family discount and the promo, in four instalments of 45 € + 0,61 € of
      // card fees (docs/adr/0014-one-money-model.md).
      '182,44\u00a0€',
      '91,22\u00a0€',
      'En retard',
    ]);
    expect(within(row).getByText('2 échéances payées sur 4, 1 en retard')).toBeInTheDocument();
    // The status is a badge, as the requests' statuses are, in the late tone.
    expect(within(row).getByText('En retard')).toHaveClass('status-chip', 'status-chip--late');
  });

  it("'Voir détails' opens the 800 px dialog with the general status and every instalment", async () => {
    const { user } = showRegistrations();
    const details = await screen.findByRole('button', {
      name: 'Voir détails : Natation, AMSF Lyon',
    });
    await user.click(details);
    const dialog = screen.getByRole('dialog', { name: 'Détails des paiements' });
    const fact = (term: string) =>
      within(dialog).getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(fact('Club')).toBe('AMSF Lyon');
    expect(fact('Échéance')).toBe('15/12/2026');
    expect(fact('Activité')).toBe('Natation');
    expect(fact('Type de paiement')).toBe('x4');
    expect(fact('Statut général')).toBe('Partiellement payé');
    expect(fact('Total')).toBe('182,44\u00a0€');
    expect(fact('Payé')).toBe('91,22\u00a0€');
    expect(fact('Restant')).toBe('91,22\u00a0€');
    const rows = within(dialog).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[2]?.textContent)).toEqual([
      'Payée',
      'Payée',
      'En retard',
      'À venir',
    ]);
    expect(within(rows[3] as HTMLElement).getAllByRole('cell')[1]).toHaveTextContent('15/12/2026');
  });

  it('says when there is no membership this season and no schedule', async () => {
    updateMockDb((db) => {
      db.memberships = db.memberships.filter(
        (membership) => membership.profileId !== seededProfileIds.claireMartin,
      );
    });
    showRegistrations();
    expect(
      await screen.findByText("Vous n'avez aucune adhésion validée pour la saison en cours.", {}),
    ).toBeInTheDocument();
    expect(
      await screen.findByText("Vous n'avez aucune échéance pour le moment."),
    ).toBeInTheDocument();
  });

  it("'Mon attestation' opens the club's attestation in the PDF viewer", async () => {
    const { user } = showRegistrations();
    await user.click(await screen.findByRole('button', { name: 'Mon attestation : AMSF Lyon' }));
    const dialog = screen.getByRole('dialog', { name: 'Mon attestation – AMSF Lyon' });
    expect(await within(dialog).findByText('Page 1 sur 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Télécharger PDF' })).toHaveAttribute(
      'download',
      'attestation-amsf-lyon-2026-2027.pdf',
    );
  });

  it("'Mon bulletin d'adhésion' opens the club's membership form in the PDF viewer", async () => {
    const { user } = showRegistrations();
    await user.click(
      await screen.findByRole('button', { name: "Mon bulletin d'adhésion : AMSF Lyon" }),
    );
    const dialog = screen.getByRole('dialog', { name: "Mon bulletin d'adhésion – AMSF Lyon" });
    // The react-pdf stand-in reports three pages whatever the file (the journeys render it).
    expect(await within(dialog).findByText('Page 1 sur 3')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Télécharger PDF' })).toHaveAttribute(
      'download',
      expect.stringMatching(/^bulletin-adhesion-\d+\.pdf$/),
    );
  });
});
