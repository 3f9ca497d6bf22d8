import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { seededProfileIds } from '@/mocks/db';
import { getMockDb } from '@/mocks/db/mock-db';
import { verificationCodeOf } from '@/mocks/handlers/members/documents/attestation-code';
import { attestationOfClub } from '@/mocks/handlers/members/documents/attestation-facts';
import { mockControl } from '@/mocks/node';
import { formatVerificationCode } from '@/features/members/api/verification-code';
import { renderWithProviders } from '../../../test-utils';

vi.mock(
  'react-pdf',
  async () => (await import('../../../shared/ui/pdf-viewer/react-pdf-stub')).reactPdfStub,
);
const notFound = /Aucune attestation ne correspond à cette référence et à ce code/;

/** Claire Martin's attestation at AMSF Lyon, as printed on it. */
async function claireReference() {
  const facts = attestationOfClub(getMockDb(), seededProfileIds.claireMartin, 1);
  if (!facts) throw new Error('no attestation in the seed');
  return {
    id: String(facts.attestationId),
    code: formatVerificationCode(await verificationCodeOf(facts.attestationId)),
  };
}

describe('attestation/verifier: the public check of an attestation', () => {
  it('shows the facts of a valid attestation to a visitor, amounts in euros', async () => {
    const { id, code } = await claireReference();
    renderWithProviders(`/attestation/verifier/${id}/${code}`);
    const valid = await screen.findByRole('region', { name: 'Attestation valide' });
    expect(within(valid).getByText('Claire Martin')).toBeInTheDocument();
    // An epicene label: no 'Adhérent(e)'.
    expect(within(valid).getByText('Membre')).toBeInTheDocument();
    expect(within(valid).getByText('AMSF Lyon (Lyon)')).toBeInTheDocument();
    expect(within(valid).getByText('2026/2027')).toBeInTheDocument();
    // What Mes échéances shows as the Natation schedule's total (docs/adr/0014-one-money-model.md).
    expect(valid).toHaveTextContent(/Total de l'adhésion\s*182,44\s€/);
    expect(valid).toHaveTextContent(/Droit omnisport\s*0,00\s€/);
    expect(document.title).toContain("Vérifier une attestation d'adhésion");
    // The form holds what the address said.
    expect(screen.getByRole('textbox', { name: /^Référence/ })).toHaveValue(id);
    expect(screen.getByRole('textbox', { name: /^Code de vérification/ })).toHaveValue(code);
  });

  it('a wrong code gets the not-found message, like an unknown reference', async () => {
    const { id, code } = await claireReference();
    const wrong = `${code.slice(0, -1)}${code.endsWith('Z') ? 'Y' : 'Z'}`;
    renderWithProviders(`/attestation/verifier/${id}/${wrong}`);
    expect(await screen.findByText(notFound)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Attestation valide' })).not.toBeInTheDocument();
  });

  it('checks what a visitor types in the form', async () => {
    const { id, code } = await claireReference();
    const { user, router } = renderWithProviders('/attestation/verifier');
    const form = await screen.findByRole('form', { name: 'Vérifier une attestation' });
    await user.click(within(form).getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByText('Le formulaire contient 2 erreurs :')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /^Référence/ }), id);
    await user.type(
      within(form).getByRole('textbox', { name: /^Code de vérification/ }),
      code.replace(/-/g, ' ').toLowerCase(),
    );
    await user.click(within(form).getByRole('button', { name: 'Vérifier' }));
    expect(await screen.findByRole('region', { name: 'Attestation valide' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/attestation/verifier/${id}/${code}`);
  });

  it('reads a reply with the spec fields only', async () => {
    const { id, code } = await claireReference();
    mockControl.specFieldsOnly('GET', '/public/attestation/*', 'AttestationReply');
    renderWithProviders(`/attestation/verifier/${id}/${code}`);
    const valid = await screen.findByRole('region', { name: 'Attestation valide' });
    expect(within(valid).getByText('Claire Martin')).toBeInTheDocument();
    expect(within(valid).queryByText('Saison')).not.toBeInTheDocument();
  });

  it('shows the French error state on a malformed answer, and retries', async () => {
    const { id, code } = await claireReference();
    mockControl.malformed('GET', '/public/attestation/*', { times: 1 });
    const { user } = renderWithProviders(`/attestation/verifier/${id}/${code}`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La réponse du serveur est inattendue.');
    await user.click(within(alert).getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByRole('region', { name: 'Attestation valide' })).toBeInTheDocument();
  });
});

describe("'Mon attestation' shows the verification reference", () => {
  it('as text above the PDF, with the address of the public check', async () => {
    const { id, code } = await claireReference();
    const { user } = renderWithProviders(
      `/profile/${seededProfileIds.claireMartin}/mes_inscriptions`,
      { user: 'famille.martin@exemple.fr' },
    );
    await user.click(await screen.findByRole('button', { name: 'Mon attestation : AMSF Lyon' }));
    const dialog = screen.getByRole('dialog', { name: 'Mon attestation – AMSF Lyon' });
    const reference = await within(dialog).findByRole('region', {
      name: "Vérification de l'attestation",
    });
    expect(within(reference).getByText(id)).toBeInTheDocument();
    expect(within(reference).getByText(code)).toBeInTheDocument();
    expect(within(reference).getByRole('link', { name: /attestation\/verifier/ })).toHaveAttribute(
      'href',
      `/attestation/verifier/${id}/${code}`,
    );
  });
});
