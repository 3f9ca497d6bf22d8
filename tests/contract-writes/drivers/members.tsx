import type { ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import { EmailChangeDialog } from '@/app/shell/email-change-dialog';
import { ProfileShell } from '@/app/shell/profile-shell';
import { orderCancelledMessage } from '@/features/members/registrations/requests/use-order-actions';
import type { CalendarSession } from '@/features/members/api/calendar-session';
import { ReservationDialog } from '@/features/members/reservations/reservation-dialog';
import { RegistrationsPage } from '@/features/members/routes/registrations-page';
import { seededProfileIds } from '@/mocks/db';
import { getAuthAdapter } from '@/shared/auth/auth-adapter';
import { selectCurrentProfile } from '@/shared/session/current-profile';
import { useAppSelector } from '@/shared/store/store';
import { apiUrl } from '../../mocks/api-urls';
import { bearer, demoEmails } from '../../mocks/fake-token';
import { seedClub } from '../../mocks/seed';
import { loadSession } from '../../session-seed';
import { renderWithProviders, setUpApp, type testAuthAdapter } from '../../test-utils';
import { successToast } from '../success-toast';
import type { WriteRow } from '../write-row';

/** members-area.md 8 and its screens: what a member sees after each write. */
const claire = seededProfileIds.claireMartin;
const paul = seededProfileIds.paulMartin;
const family = { user: demoEmails.family } as const;

/** The mock's own answer to a GET of the main API, as the member's session reads it. */
async function mockGet<T>(path: string): Promise<T> {
  const response = await fetch(apiUrl(path), { headers: bearer(demoEmails.family) });
  expect(response.ok, `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

async function driveUpdateProfile(): Promise<void> {
  const { user, router } = renderWithProviders(`/profile/${claire}/mes_info`, family);
  await user.type(await screen.findByRole('textbox', { name: 'Profession' }), 'Infirmière');
  await user.click(screen.getByRole('button', { name: 'Sauvegarder' }));
  await successToast('Données mises à jour');
  await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/${claire}/home`));
}

async function driveCreateProfile(): Promise<void> {
  const { user, router, store } = renderWithProviders(`/profile/${claire}/ajouter_membre`, family);
  await user.type(await screen.findByRole('textbox', { name: /Prénom/ }), 'Paul');
  await user.type(screen.getByRole('textbox', { name: /^Nom/ }), 'Martin');
  await user.click(screen.getByRole('radio', { name: 'Homme' }));
  await user.type(screen.getByRole('textbox', { name: /Date de naissance/ }), '04052012');
  await user.type(screen.getByRole('textbox', { name: /Téléphone mobile/ }), '0611223344');
  const save = screen.getByRole('button', { name: 'Sauvegarder' });
  await waitFor(() => expect(save).toBeEnabled());
  await user.click(save);
  await successToast('Profil ajouté');
  // Claire, who added him, stays the active profile (issue 34); the answer's profile (Paul,
  // already on the account: nothing is stored) is among the family's.
  await waitFor(() => expect(router.state.location.pathname).toBe(`/profile/${claire}/home`));
  expect(store.getState().session.selectedId).toBe(claire);
}

type SessionRow = CalendarSession & { reserved?: boolean };

/** A future single session of Claire's activity, reserved or not by her. */
async function claireSession(reserved: boolean): Promise<SessionRow> {
  const day = (offset: number) =>
    new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
  // The mock answers two months at most.
  const sessions = await mockGet<SessionRow[]>(
    `/public/sessions?activityId=101&startDate=${day(1)}&endDate=${day(45)}&profileId=${claire}`,
  );
  const free = sessions.find(
    (session) => !session.static && !session.reserved && session.soldPlaces < session.maxSlots,
  );
  expect(free, 'a free single session').toBeDefined();
  if (reserved) {
    const path = `/reservations/session/${free!.id}/profile/${claire}/all-sessions/false`;
    const response = await fetch(apiUrl(path), {
      method: 'POST',
      headers: bearer(demoEmails.family),
    });
    expect(response.ok, `POST ${path}`).toBe(true);
  }
  return { ...free!, reserved };
}

async function driveReservation(reserved: boolean, button: string, toast: string): Promise<void> {
  const session = await claireSession(reserved);
  let changed = 0;
  const { user } = renderWithProviders(
    <ReservationDialog session={session} profileId={claire} onChanged={() => (changed += 1)} />,
    family,
  );
  const action = await screen.findByRole('button', { name: button });
  await waitFor(() => expect(action).toBeEnabled());
  await user.click(action);
  await successToast(toast);
  // The calendar is told to reload (members-area.md 4).
  expect(changed).toBe(1);
}

const driveReserveSession = () => driveReservation(false, "S'inscrire", 'Inscription enregistrée');
const driveCancelReservation = () =>
  driveReservation(true, 'Se désinscrire', 'Désinscription enregistrée');

function InShell({ children }: { children: ReactNode }) {
  const profile = useAppSelector(selectCurrentProfile);
  return profile ? <ProfileShell profile={profile}>{children}</ProfileShell> : null;
}

/** Mes inscriptions in the profile shell, as requests-area.test.tsx shows it. */
async function showOrders() {
  const store = setUpApp({ user: demoEmails.family });
  await loadSession(store, claire);
  renderWithProviders(
    <InShell>
      <RegistrationsPage />
    </InShell>,
    { store, route: `/profile/${claire}/mes_inscriptions`, user: demoEmails.family },
  );
  await screen.findByRole('heading', { level: 2, name: "Mes demandes d'inscription" });
  return userEvent.setup();
}

const rowOf = (activity: string) => screen.getByRole('row', { name: new RegExp(activity) });

async function driveCancelOrder(): Promise<void> {
  const user = await showOrders();
  await user.click(within(rowOf('Pilates')).getByRole('button', { name: /^Annuler/ }));
  const dialog = screen.getByRole('dialog', { name: 'Annuler la demande' });
  await user.click(within(dialog).getByRole('button', { name: 'Oui, annuler la demande' }));
  await successToast(orderCancelledMessage);
  expect(screen.queryByRole('dialog', { name: 'Annuler la demande' })).not.toBeInTheDocument();
}

/**
 * A link the member's browser can follow in jsdom: the portal's own origin (allowed, as the
 * provider's is) with a fragment, the only navigation jsdom carries out.
 */
export const followableLink = () => `${window.location.origin}/#paiement`;

/** 'Paiement' of Claire's validated request; its club (AMSF Lyon) has a provider slug or not. */
async function payAquagym(clubHasPaymentSlug: boolean): Promise<void> {
  window.location.hash = '';
  if (!clubHasPaymentSlug) seedClub(1, { helloassoClubSlug: null });
  const user = await showOrders();
  await user.click(within(rowOf('Aquagym')).getByRole('button', { name: /^Paiement/ }));
  const dialog = screen.getByRole('dialog', { name: "Renseigner l'identité du payeur" });
  await user.click(within(dialog).getByRole('button', { name: 'Accéder au paiement' }));
  // enrolment.md 4: the member leaves for the checkout the link gives.
  await waitFor(() => expect(window.location.hash).toBe('#paiement'));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

const driveGetOrderPaymentLink = () => payAquagym(false);
const driveGetOrderPaymentLinkProvider = () => payAquagym(true);

async function driveChangeAccountMail(): Promise<void> {
  const newAddress = 'claire.nouvelle@exemple.fr';
  const { user } = renderWithProviders(<EmailChangeDialog onCancel={() => undefined} />, family);
  await user.type(screen.getByLabelText('Nouvelle adresse email'), newAddress);
  await user.type(screen.getByLabelText('Répétez la nouvelle adresse email'), newAddress);
  await user.click(screen.getByRole('button', { name: 'Valider' }));
  // administration.md 4.5: 'After saving, the user is logged out.'
  const auth = getAuthAdapter() as ReturnType<typeof testAuthAdapter>;
  await waitFor(() => expect(auth.logouts).toHaveLength(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

export const membersRows: WriteRow[] = [
  {
    operationId: 'updateProfile',
    success: "'Données mises à jour', then the profile",
    body: async () => ({ json: await mockGet(`/profiles/${claire}`) }),
    drive: driveUpdateProfile,
  },
  {
    operationId: 'createProfile',
    success: "'Profil ajouté', the active profile kept",
    body: async () => ({ json: await mockGet(`/profiles/${paul}`) }),
    drive: driveCreateProfile,
  },
  {
    operationId: 'reserveSession',
    success: "'Inscription enregistrée', the calendar reloaded",
    drive: driveReserveSession,
  },
  {
    operationId: 'cancelReservation',
    success: "'Désinscription enregistrée', the calendar reloaded",
    drive: driveCancelReservation,
  },
  {
    operationId: 'cancelOrder',
    success: "'Votre demande d'inscription a été annulée.'",
    drive: driveCancelOrder,
  },
  {
    operationId: 'getOrderPaymentLink',
    success: 'the member leaves for the checkout',
    body: () => ({ json: { link: followableLink() } }),
    drive: driveGetOrderPaymentLink,
  },
  {
    operationId: 'getOrderPaymentLinkProvider',
    success: 'the member leaves for the checkout',
    body: () => ({ json: { link: followableLink() } }),
    drive: driveGetOrderPaymentLinkProvider,
  },
  {
    operationId: 'changeAccountMail',
    success: 'the member is logged out',
    body: () => ({ json: { success: true } }),
    drive: driveChangeAccountMail,
  },
];
