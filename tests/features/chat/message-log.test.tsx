import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChatMessage } from '@/features/chat/api/schemas';
import { firstPageSize, MessageLog } from '@/features/chat/conversations/message-log';
import { seededProfileIds } from '@/mocks/db';
import { mockControl } from '@/mocks/control';
import { setRealtimeLoader } from '@/shared/realtime';
import { renderWithProviders } from '../../test-utils';

const claire = seededProfileIds.claireMartin;
const karim = seededProfileIds.karimBenali;

/** Local dates and times: the log writes the reader's local day and HH:mm, whatever the zone. */
const at = (year: number, month: number, day: number, hour: number, minute: number) =>
  new Date(year, month - 1, day, hour, minute).toISOString();

const said = (idProfile: number, createdAt: string, message: string): ChatMessage => ({
  message,
  idProfile,
  nom: idProfile === claire ? 'Martin' : 'Benali',
  prenom: idProfile === claire ? 'Claire' : 'Karim',
  profilePicture: null,
  createdAt,
  idConversation: 1,
});

// Saturday 21 November 2026, 10:00 local time. Only the date is fixed; timers run as usual.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 21, 10, 0));
});
afterEach(() => vi.useRealTimers());

const log = () => screen.getByRole('log', { name: 'Messages' });
/** A message's row: the list item that holds its text. */
const row = (text: string) =>
  within(log())
    .getAllByRole('listitem')
    .find((item) => within(item).queryByText(text) !== null);

describe('the message log', () => {
  it("shows who wrote each message and when, the reader's own apart from the others'", () => {
    renderWithProviders(
      <MessageLog
        ownProfileId={claire}
        messages={[
          said(karim, at(2026, 11, 21, 8, 5), 'Le bassin ouvre à 9 h.'),
          said(claire, at(2026, 11, 21, 9, 12), 'Merci Karim !'),
        ]}
      />,
    );
    const karimsRow = row('Le bassin ouvre à 9 h.');
    expect(karimsRow).toHaveTextContent('Benali Karim');
    expect(karimsRow).toHaveTextContent('08:05');
    const ownRow = row('Merci Karim !');
    expect(ownRow).toHaveTextContent('Martin Claire');
    expect(ownRow).toHaveTextContent('09:12');
    // chat.css draws the own messages on the right, in the primary colour.
    expect(ownRow).toHaveClass('message--own');
    expect(karimsRow).not.toHaveClass('message--own');
  });

  it('heads each day once, before its first message: a date, "Hier", "Aujourd\'hui"', () => {
    renderWithProviders(
      <MessageLog
        ownProfileId={claire}
        messages={[
          said(karim, at(2025, 12, 31, 18, 0), 'Bonne année à tous !'),
          said(karim, at(2026, 11, 18, 17, 5), 'Bienvenue dans le groupe.'),
          said(claire, at(2026, 11, 18, 19, 12), 'Merci !'),
          said(karim, at(2026, 11, 20, 17, 40), 'Fermeture samedi 28.'),
          said(claire, at(2026, 11, 21, 9, 30), 'Bien noté.'),
        ]}
      />,
    );
    const rows = within(log())
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toEqual([
      // Another year's day says its year.
      'Mercredi 31 décembre 2025',
      expect.stringContaining('Bonne année à tous !'),
      'Mercredi 18 novembre',
      expect.stringContaining('Bienvenue dans le groupe.'),
      expect.stringContaining('Merci !'),
      'Hier',
      expect.stringContaining('Fermeture samedi 28.'),
      "Aujourd'hui",
      expect.stringContaining('Bien noté.'),
    ]);
  });

  it.each([
    ['sending', 'Envoi en cours…'],
    ['sent', 'Envoyé'],
    ['failed', 'Non envoyé'],
  ] as const)('says under a message this page sent that it is %s', (delivery, label) => {
    const sent = { ...said(claire, at(2026, 11, 21, 9, 30), 'Je conduis.'), clientMessageId: 'a' };
    const earlier = { ...said(claire, at(2026, 11, 21, 9, 0), 'Bonjour.'), clientMessageId: 'b' };
    renderWithProviders(
      <MessageLog
        ownProfileId={claire}
        messages={[earlier, sent]}
        deliveries={new Map([['a', delivery]])}
      />,
    );
    expect(row('Je conduis.')).toHaveTextContent(label);
    // A message of the history, or sent before this page opened, says nothing of its delivery.
    expect(row('Bonjour.')).toHaveTextContent(/^Martin Claire 09:00Bonjour\.$/);
  });

  it('shows a message as the text it is, never as HTML', () => {
    const hostile =
      '<img src="x" onerror="alert(1)"><b>gras</b> & <a href="https://x.test">lien</a>';
    renderWithProviders(
      <MessageLog
        ownProfileId={claire}
        messages={[said(karim, at(2026, 11, 21, 9, 0), hostile)]}
      />,
    );
    expect(within(log()).getByText(hostile)).toBeVisible();
    expect(within(log()).queryByRole('link')).not.toBeInTheDocument();
    expect(within(log()).queryByText('gras')).not.toBeInTheDocument();
  });

  it('says "Aucun message" when the conversation is empty', () => {
    renderWithProviders(<MessageLog ownProfileId={claire} messages={[]} />);
    expect(within(log()).getByText('Aucun message')).toBeVisible();
  });

  it('shows the newest messages first, the older ones on demand', async () => {
    const total = firstPageSize + 5;
    const messages = Array.from({ length: total }, (_, index) =>
      said(karim, at(2026, 11, 21, 8, index), `Message n° ${index + 1}`),
    );
    const { user } = renderWithProviders(<MessageLog ownProfileId={claire} messages={messages} />);
    expect(within(log()).getByText(`Message n° ${total}`)).toBeVisible();
    expect(within(log()).queryByText('Message n° 5')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Afficher les messages précédents' }));
    expect(await within(log()).findByText('Message n° 1')).toBeVisible();
    expect(
      screen.queryByRole('button', { name: 'Afficher les messages précédents' }),
    ).not.toBeInTheDocument();
  });
});

describe('the messages of the open conversation', () => {
  it("say so in French when they cannot be loaded, and 'Réessayer' loads them", async () => {
    mockControl.fail({ api: 'chat', method: 'GET', path: '/messages/conversation/*', status: 500 });
    const { user } = renderWithProviders(`/profile/${seededProfileIds.claireMartin}/chat`, {
      user: 'famille.martin@exemple.fr',
    });
    const failure = await screen.findByText("Les messages n'ont pas pu être chargés.");
    expect(screen.queryByRole('log', { name: 'Messages' })).not.toBeInTheDocument();

    mockControl.clear();
    await user.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(
      await within(await screen.findByRole('log', { name: 'Messages' })).findByText(
        'Oui, 18 h 30 – 19 h 30, ligne 3 et 4.',
      ),
    ).toBeVisible();
    expect(failure).not.toBeInTheDocument();
  }, 20_000);

  it('are shown from a detail that carries neither of its optional ids', async () => {
    // docs/openapi/chat-api.yaml ConversationDetail leaves idConversation and the creator optional.
    mockControl.answer(
      'GET',
      '/messages/conversation/*',
      { messages: [said(karim, at(2026, 11, 21, 8, 5), 'Le bassin ouvre à 9 h.')] },
      { api: 'chat' },
    );
    renderWithProviders(`/profile/${seededProfileIds.claireMartin}/chat`, {
      user: 'famille.martin@exemple.fr',
    });
    expect(
      await within(await screen.findByRole('log', { name: 'Messages' })).findByText(
        'Le bassin ouvre à 9 h.',
      ),
    ).toBeVisible();
  }, 20_000);

  it.each([
    ['a 204', () => mockControl.emptyAnswer('POST', '/messages', 204, { api: 'chat' })],
    ['an empty 200', () => mockControl.emptyAnswer('POST', '/messages', 200, { api: 'chat' })],
    [
      'a body that is not a Message',
      () => mockControl.answer('POST', '/messages', { saved: true }, { api: 'chat' }),
    ],
  ])(
    'show a message the create call saved, answered with %s',
    async (_answer, answerCreate) => {
      // The socket is down: the saved message reaches the page only by the conversation read again.
      setRealtimeLoader(() => Promise.reject(new Error('socket down')));
      const { user } = renderWithProviders(`/profile/${seededProfileIds.claireMartin}/chat`, {
        user: 'famille.martin@exemple.fr',
      });
      const messages = await screen.findByRole('log', { name: 'Messages' });
      await within(messages).findByText('Oui, 18 h 30 – 19 h 30, ligne 3 et 4.');
      answerCreate();
      mockControl.answer(
        'GET',
        '/messages/conversation/*',
        { messages: [said(claire, at(2026, 11, 21, 9, 59), 'À ce soir !')] },
        { api: 'chat' },
      );
      await user.type(screen.getByRole('textbox', { name: 'Votre message' }), 'À ce soir !');
      await user.click(screen.getByRole('button', { name: 'Envoyer' }));
      expect(await within(messages).findByText('À ce soir !')).toBeVisible();
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
    20_000,
  );
});
