import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProfileShell } from '@/app/shell/profile-shell';
import { orderCancelledMessage } from '@/features/members/registrations/requests/use-order-actions';
import { RegistrationsPage } from '@/features/members/routes/registrations-page';
import { mockControl } from '@/mocks/control';
import { getMockDb, seededProfileIds } from '@/mocks/db';
import { testConfig, testOrigin } from '@/mocks/node';
import { absoluteUrl } from '@/shared/config/runtime-config';
import { paymentLinkMessages } from '@/shared/orders/payment-link-messages';
import { selectCurrentProfile } from '@/shared/session/current-profile';
import { useAppSelector } from '@/shared/store/store';
import { apiUrl } from '../../../../mocks/api-urls';
import { demoEmails } from '../../../../mocks/fake-token';
import { recordRequests } from '../../../../mocks/request-log';
import { seedClub } from '../../../../mocks/seed';
import { loadSession } from '../../../../session-seed';
import { renderWithProviders, setUpApp } from '../../../../test-utils';

function InShell({ children }: { children: ReactNode }) {
  const profile = useAppSelector(selectCurrentProfile);
  return profile ? <ProfileShell profile={profile}>{children}</ProfileShell> : null;
}

/** Mes inscriptions in the profile shell (its header carries the requests' badge). */
async function showOrders(profileId: number = seededProfileIds.claireMartin) {
  const store = setUpApp({ user: demoEmails.family });
  await loadSession(store, profileId);
  renderWithProviders(
    <InShell>
      <RegistrationsPage />
    </InShell>,
    { store, route: `/profile/${profileId}/mes_inscriptions`, user: demoEmails.family },
  );
  // The areas come together, once the schedules have answered.
  await screen.findByRole('heading', { level: 2, name: "Mes demandes d'inscription" });
  return { store, user: userEvent.setup() };
}

const apiPath = new URL(absoluteUrl(testConfig.apiBaseUrl, testOrigin)).pathname;

/**
 * AMSF Lyon (club 1) has its own account at the payment provider; the payment link answers
 * `link` ('FULL' or none). Returns the payment-link calls sent, path and body.
 */
function answerPaymentLinks(link: string | null) {
  seedClub(1, { helloassoClubSlug: 'amsf-lyon' });
  for (const path of ['/get-payment-link', '/helloasso/get-payment-link']) {
    mockControl.add({ method: 'POST', path, status: 200, body: { link } });
  }
  const sent = recordRequests('POST', apiUrl('/*get-payment-link'));
  return () =>
    sent.map((request) => ({
      path: request.url.pathname.slice(apiPath.length),
      body: request.body,
    }));
}

const statusOf = (orderId: number) =>
  getMockDb().orders.find((order) => order.id === orderId)?.status;

const rowOf = (activity: string) => screen.getByRole('row', { name: new RegExp(activity) });

describe("Mes inscriptions: 'Mes demandes d'inscription'", () => {
  it("lists Claire's active requests with their status, counts and actions", async () => {
    await showOrders();
    expect(screen.getByRole('heading', { level: 1, name: 'Mes inscriptions' })).toBeInTheDocument();
    expect(document.title).toContain('Mes inscriptions');
    expect(screen.getByText("2 demandes d'inscription")).toBeInTheDocument();

    const pilates = within(rowOf('Pilates'));
    expect(pilates.getByText('18/11/2026')).toBeInTheDocument();
    expect(pilates.getByText('En attente')).toBeInTheDocument();
    expect(
      pilates.getByText('Demande reçue par le club. En attente de validation.'),
    ).toBeInTheDocument();
    expect(pilates.getByRole('button', { name: /^Annuler/ })).toBeInTheDocument();
    expect(pilates.queryByRole('button', { name: /^Paiement/ })).not.toBeInTheDocument();

    const aquagym = within(rowOf('Aquagym'));
    expect(aquagym.getByText('05/10/2026')).toBeInTheDocument();
    expect(aquagym.getByText('Validée')).toBeInTheDocument();
    expect(
      aquagym.getByText('Demande acceptée par le club. En attente de paiement.'),
    ).toBeInTheDocument();
    expect(aquagym.getByRole('button', { name: /^Paiement/ })).toBeInTheDocument();

    expect(screen.getByText('1 demande validée')).toBeInTheDocument();
    expect(screen.getByText('1 demande en attente')).toBeInTheDocument();
  });

  it('says so when the profile has no request this season', async () => {
    await showOrders(seededProfileIds.paulMartin);
    expect(
      screen.getByText("Vous n'avez réalisé aucune demande d'inscription pour la saison 2026/2027"),
    ).toBeInTheDocument();
    expect(
      screen.queryByRole('table', { name: "Mes demandes d'inscription" }),
    ).not.toBeInTheDocument();
  });

  it('cancels a request after confirmation; the list and the header badge follow', async () => {
    const { user } = await showOrders();
    expect(
      screen.getByRole('link', { name: /Inscriptions ?\(2 demandes en cours, paiement attendu\)/ }),
    ).toBeInTheDocument();

    await user.click(within(rowOf('Pilates')).getByRole('button', { name: /^Annuler/ }));
    const dialog = screen.getByRole('dialog', { name: 'Annuler la demande' });
    expect(
      within(dialog).getByText('Êtes-vous sûr de vouloir annuler cette demande ?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Oui, annuler la demande' }));

    expect(await screen.findByText(orderCancelledMessage)).toBeInTheDocument();
    expect(statusOf(9002)).toBe('CANCELLED');
    // The list is the profile's query, refetched once the cancel invalidates its orders.
    await waitFor(() =>
      expect(screen.queryByRole('row', { name: /Pilates/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByText("1 demande d'inscription")).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: /Inscriptions ?\(1 demande en cours, paiement attendu\)/ }),
    ).toBeInTheDocument();
  });

  it.each([200, 204] as const)(
    'takes an empty %i after the cancel for a success (the spec shows no answer)',
    async (status) => {
      mockControl.emptyAnswer('PUT', '/orders/9002/cancel', status);
      const { user } = await showOrders();
      const cancel = within(rowOf('Pilates')).getByRole('button', { name: /^Annuler/ });
      await user.click(cancel);
      const dialog = screen.getByRole('dialog', { name: 'Annuler la demande' });
      await user.click(within(dialog).getByRole('button', { name: 'Oui, annuler la demande' }));
      expect(await screen.findByText(orderCancelledMessage)).toBeInTheDocument();
      expect(screen.queryByRole('dialog', { name: 'Annuler la demande' })).not.toBeInTheDocument();
    },
  );

  it('sends nothing when the confirmation is declined', async () => {
    const { user } = await showOrders();
    await user.click(within(rowOf('Pilates')).getByRole('button', { name: /^Annuler/ }));
    await user.click(screen.getByRole('button', { name: 'Non' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(statusOf(9002)).toBe('PENDING_DEMAND');
    expect(rowOf('Pilates')).toBeInTheDocument();
  });

  it.each([
    ['FULL', 'status', paymentLinkMessages.full.title, paymentLinkMessages.full.message],
    [null, 'alert', 'Erreur', paymentLinkMessages.missing],
  ] as const)(
    'Paiement asks who pays, then a %s link shows its message',
    async (link, role, title, message) => {
      const paymentLinks = answerPaymentLinks(link);
      const { user } = await showOrders();
      await user.click(within(rowOf('Aquagym')).getByRole('button', { name: /^Paiement/ }));

      const dialog = screen.getByRole('dialog', { name: "Renseigner l'identité du payeur" });
      const firstName = within(dialog).getByLabelText('Prénom');
      expect(firstName).toHaveValue('Claire');
      expect(within(dialog).getByLabelText('Nom')).toHaveValue('Martin');
      const submit = within(dialog).getByRole('button', { name: 'Accéder au paiement' });
      await user.clear(firstName);
      await waitFor(() => expect(submit).toBeDisabled());
      await user.type(firstName, 'Claire-Anne');
      await waitFor(() => expect(submit).toBeEnabled());
      await user.click(submit);

      // The shell's dropped-items line is an empty status too: the toast is the one that speaks.
      const toast = await waitFor(() => {
        const spoken = screen
          .getAllByRole(role, { name: '' })
          .filter((region) => region.textContent !== '');
        expect(spoken).toHaveLength(1);
        return spoken[0];
      });
      expect(toast).toHaveTextContent(title);
      expect(toast).toHaveTextContent(message);
      expect(paymentLinks()).toEqual([
        {
          path: '/helloasso/get-payment-link',
          body: { orderId: 9001, firstName: 'Claire-Anne', lastName: 'Martin' },
        },
      ]);
    },
  );
});
