import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { seededProfileIds } from '@/mocks/db';
import { demoEmails } from '../../../mocks/fake-token';
import { renderWithProviders } from '../../../test-utils';

describe('Mes inscriptions (members-area.md 2)', () => {
  it("is the members' page: its title, then the four areas in the spec's order", async () => {
    renderWithProviders(`/profile/${seededProfileIds.claireMartin}/mes_inscriptions`, {
      user: demoEmails.family,
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mes inscriptions' }),
    ).toBeInTheDocument();
    expect(document.title).toContain('Mes inscriptions');
    await screen.findByRole('region', { name: "Mes demandes d'inscription" });
    // The reading order is the DOM's, whatever the desktop layout places side by side.
    expect(
      screen
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent)
        .filter((text) => text !== null && /^(Mes |Réservations)/.test(text)),
    ).toEqual([
      "Mes demandes d'inscription",
      'Mes adhésions 2026/2027',
      'Mes échéances',
      'Réservations',
    ]);
  });
});
