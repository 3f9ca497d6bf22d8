import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seededProfileIds } from '@/mocks/db';
import { getMockDb } from '@/mocks/db/mock-db';
import { apiUrl } from '../../mocks/api-urls';
import { recordRequests } from '../../mocks/request-log';
import { answerFromTheSpecAlone } from '../../spec-only-document';
import { renderWithProviders } from '../../test-utils';

vi.mock(
  'react-pdf',
  async () => (await import('../../shared/ui/pdf-viewer/react-pdf-stub')).reactPdfStub,
);
// The stub draws no page: the worker's address is not needed (and a worktree whose
// node_modules is a link outside it cannot serve the file to Vite).
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '' }));

const claire = seededProfileIds.claireMartin;

/** The membership carrying Claire's licence this season (the seed's Premium). */
function claireLicensedMembershipId(): number {
  const db = getMockDb();
  const current = db.seasons.find((season) => season.current);
  const held = db.memberships.find(
    (membership) =>
      membership.profileId === claire && membership.seasonId === current?.id && membership.license,
  );
  if (!held) throw new Error('Claire holds no licence this season in the seed');
  return held.id;
}

// Issue 32: the profile answer of a spec-built backend gives no Licence.id (designed).
describe("'Ma {licence}' from a backend built from the spec alone", () => {
  answerFromTheSpecAlone();

  it('asks the PDF by the id of the membership carrying the licence, and shows it', async () => {
    const asked = recordRequests('GET', apiUrl('/public/license/pdf/*'));
    const { user } = renderWithProviders(`/profile/${claire}/home`, {
      user: 'famille.martin@exemple.fr',
    });
    await user.click(await screen.findByRole('button', { name: /Profil actif/ }));
    await user.click(await screen.findByRole('button', { name: /^Ma .*Premium/i }));
    const viewer = await screen.findByRole('dialog', { name: /^Ma .*Premium/i });
    expect(await within(viewer).findByText('Page 1 sur 3')).toBeInTheDocument();
    expect(within(viewer).queryByRole('alert')).toBeNull();
    expect(asked.map((call) => call.url.pathname.split('/').pop())).toEqual([
      String(claireLicensedMembershipId()),
    ]);
  });
});
