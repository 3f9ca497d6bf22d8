import { screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';
import { seededProfileIds } from '@/mocks/db';
import { mockControl } from '@/mocks/control';
import { setRealtimeLoader } from '@/shared/realtime';
import { chatUrl } from '../../mocks/api-urls';
import { bearer, demoEmails } from '../../mocks/fake-token';
import { renderWithProviders, type DemoEmail } from '../../test-utils';
import { successToast } from '../success-toast';
import type { WriteRow } from '../write-row';

/** The messaging's writes (administration.md 2.7, 7.8), as chat tests show their screens. */
const claire = seededProfileIds.claireMartin;
const karim = seededProfileIds.karimBenali;
const swimming = 'Section Natation – AMSF Lyon';

async function chatGet<T>(path: string, email: string): Promise<T> {
  const response = await fetch(chatUrl(path), { headers: bearer(email) });
  expect(response.ok, `GET ${path}`).toBe(true);
  return (await response.json()) as T;
}

/** The swimming section's conversation open, its members shown (members-panel.test.tsx). */
async function openMembers(email: DemoEmail, profileId: number) {
  const view = renderWithProviders(`/profile/${profileId}/chat`, { user: email });
  await screen.findByRole('heading', { level: 2, name: swimming });
  await screen.findByRole('log', { name: 'Messages' });
  await view.user.click(screen.getByRole('button', { name: "Plus d'options" }));
  const panel = screen.getByRole('region', { name: 'Membres du groupe' });
  await within(panel).findByRole('list');
  return { ...view, panel };
}

/** The id of the swimming section's conversation, as Claire's list gives it. */
async function swimmingId(): Promise<number> {
  const list = await chatGet<{ id: number; groupName: string }[]>(
    `/conversations/user/${claire}`,
    demoEmails.family,
  );
  const found = list.find((conversation) => conversation.groupName === swimming);
  expect(found, swimming).toBeDefined();
  return found!.id;
}

const sentText = 'À ce soir !';

async function messageBody(): Promise<{ json: unknown }> {
  return {
    json: {
      message: sentText,
      idProfile: claire,
      idConversation: await swimmingId(),
      nom: 'Martin',
      prenom: 'Claire',
      profilePicture: null,
      createdAt: new Date().toISOString(),
    },
  };
}

async function driveCreateMessage(): Promise<void> {
  // The socket is down: the saved message reaches the log only through the create call's answer,
  // or the conversation read again after an answer without the message.
  setRealtimeLoader(() => Promise.reject(new Error('socket down')));
  const conversationId = await swimmingId();
  const { user } = renderWithProviders(`/profile/${claire}/chat`, { user: demoEmails.family });
  const messages = await screen.findByRole('log', { name: 'Messages' });
  await within(messages).findAllByRole('listitem');
  // Nothing is stored by the table's answer: the conversation read again holds it as saved.
  mockControl.answer(
    'GET',
    `/messages/conversation/${conversationId}`,
    { messages: [(await messageBody()).json] },
    { api: 'chat' },
  );
  await user.type(screen.getByRole('textbox', { name: 'Votre message' }), sentText);
  await user.click(screen.getByRole('button', { name: 'Envoyer' }));
  expect(await within(messages).findByText(sentText)).toBeVisible();
  expect(screen.getByRole('textbox', { name: 'Votre message' })).toHaveValue('');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

async function driveDeleteMember(): Promise<void> {
  const { panel, user } = await openMembers(demoEmails.clubAdmin, karim);
  await user.click(within(panel).getByRole('button', { name: 'Retirer Claire Martin' }));
  const dialog = await screen.findByRole('dialog', { name: 'Confirmation' });
  await user.click(within(dialog).getByRole('button', { name: 'Confirmation' }));
  await successToast('Claire Martin a été retiré du groupe');
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function driveAddMembers(): Promise<void> {
  const { panel, user } = await openMembers(demoEmails.clubAdmin, karim);
  await user.click(within(panel).getByRole('button', { name: 'Ajouter des membres' }));
  const dialog = await screen.findByRole('dialog', { name: 'Ajouter des membres' });
  const tiles = await within(dialog).findByRole('list', { name: 'Personnes à ajouter' });
  await user.click(within(tiles).getByRole('button', { name: 'Sophie Lambert' }));
  await user.click(within(dialog).getByRole('button', { name: 'Ajouter' }));
  // The spec shows no text for it (the call is designed): the picker closes, nothing fails.
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

async function driveCreateConversation(): Promise<void> {
  const { user, router } = renderWithProviders(`/profile/${karim}/chat/create_conversation`, {
    user: demoEmails.clubAdmin,
  });
  await user.type(await screen.findByLabelText('Nom de la conversation'), 'Covoiturage');
  const tiles = await screen.findByRole('list', { name: 'Personnes à ajouter' });
  await user.click(within(tiles).getByRole('button', { name: 'Claire Martin' }));
  await user.click(screen.getByRole('button', { name: 'Créer' }));
  // The new conversation (the answer's: here the swimming section's) opens in the list.
  await waitFor(() =>
    expect(router.state.location.pathname).toBe(`/profile/${karim}/chat/my_conversations`),
  );
  expect(await screen.findByRole('heading', { level: 2, name: swimming })).toBeVisible();
}

async function driveMarkConversationRead(): Promise<void> {
  const { user } = renderWithProviders(`/profile/${claire}/chat`, { user: demoEmails.family });
  await screen.findByRole('log', { name: 'Messages' });
  const list = screen.getByRole('navigation', { name: 'Mes conversations' });
  await user.click(within(list).getByRole('button', { name: 'Mes groupes' }));
  const judo = within(list).getByRole('button', {
    name: /^Judo : covoiturage du tournoi de Villeurbanne/,
  });
  expect(judo).toHaveTextContent(/1 message non lu$/);
  await user.click(judo);
  // administration.md 9: 'Chat unread count is reset to 0 on selecting a conversation.'
  await waitFor(() => expect(judo).not.toHaveTextContent(/non lu/));
  expect(
    await screen.findByRole('heading', {
      level: 2,
      name: 'Judo : covoiturage du tournoi de Villeurbanne',
    }),
  ).toBeVisible();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
}

export const chatRows: WriteRow[] = [
  {
    operationId: 'createMessage',
    success: 'the message in the log, the box emptied',
    body: messageBody,
    drive: driveCreateMessage,
  },
  {
    operationId: 'deleteMemberFromConversation',
    success: "'Claire Martin a été retiré du groupe'",
    drive: driveDeleteMember,
  },
  {
    operationId: 'addMembersToConversation',
    success: 'the picker closes',
    body: async () => ({
      json: await chatGet(`/members/conversation/${await swimmingId()}`, demoEmails.clubAdmin),
    }),
    drive: driveAddMembers,
  },
  {
    operationId: 'createConversation',
    success: 'the new conversation open in the list',
    body: async () => ({
      json: (
        await chatGet<{ id: number; groupName: string }[]>(
          `/conversations/user/${karim}`,
          demoEmails.clubAdmin,
        )
      ).find((conversation) => conversation.groupName === swimming),
    }),
    drive: driveCreateConversation,
  },
  {
    operationId: 'markConversationRead',
    success: 'the unread count goes',
    drive: driveMarkConversationRead,
  },
];
