import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MessageComposer } from '@/features/chat/conversations/message-composer';
import { seededProfileIds } from '@/mocks/db';
import { renderWithProviders } from '../../test-utils';

const field = () => screen.getByRole('textbox', { name: 'Votre message' });
const send = () => screen.getByRole('button', { name: 'Envoyer' });

describe('the message composer', () => {
  it("invites a message and refuses an empty one: 'Envoyer' stays disabled", async () => {
    const onSend = vi.fn();
    const { user } = renderWithProviders(<MessageComposer onSend={onSend} />);
    expect(field()).toHaveAttribute('placeholder', 'tapez votre message...');
    expect(send()).toBeDisabled();

    // Spaces only are no message either, with the button or with Enter.
    await user.type(field(), '   ');
    expect(send()).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(onSend).not.toHaveBeenCalled();
    expect(field()).toHaveValue('   ');
  });

  it("sends with 'Envoyer': the text without its outer spaces, then an empty field", async () => {
    const onSend = vi.fn();
    const { user } = renderWithProviders(<MessageComposer onSend={onSend} />);
    await user.type(field(), '  Rendez-vous à 8 h devant le dojo  ');
    expect(send()).toBeEnabled();
    await user.click(send());
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Rendez-vous à 8 h devant le dojo');
    expect(field()).toHaveValue('');
    expect(send()).toBeDisabled();
  });

  it('sends with Enter from the field (a one-line field: it holds no line break)', async () => {
    const onSend = vi.fn();
    const { user } = renderWithProviders(<MessageComposer onSend={onSend} />);
    await user.type(field(), 'Je prends deux enfants{Enter}');
    expect(onSend).toHaveBeenCalledExactlyOnceWith('Je prends deux enfants');
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
  });
});

describe('sending in a conversation', () => {
  it("shows the member's message once in the log, as her own", async () => {
    const { user, store } = renderWithProviders(`/profile/${seededProfileIds.claireMartin}/chat`, {
      user: 'famille.martin@exemple.fr',
    });
    const log = await screen.findByRole('log', { name: 'Messages' });
    await within(log).findByText('Oui, 18 h 30 – 19 h 30, ligne 3 et 4.');
    const text = 'Je serai là mercredi, avec mon bonnet 🏊';
    await user.type(field(), `${text}{Enter}`);

    expect(await within(log).findByText(text)).toBeVisible();
    // The socket's copy came first; once the create call has answered, its saved copy is merged
    // into the same message.
    await waitFor(() => {
      const sends = Object.values(store.getState().api?.mutations ?? {}).filter(
        (mutation) => mutation?.endpointName === 'createMessage',
      );
      expect(sends.map((send) => send?.status)).toEqual(['fulfilled']);
    });
    // The saved copy is merged once the mutation's promise settles (create-message.ts).
    await act(() => Promise.resolve());
    expect(within(log).getAllByText(text)).toHaveLength(1);
    const own = within(log)
      .getAllByRole('listitem')
      .find((item) => within(item).queryByText(text) !== null);
    expect(own).toHaveTextContent('Martin Claire');
    expect(own).toHaveClass('message--own');
    expect(field()).toHaveValue('');
  }, 20_000);
});
