import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConversationList } from '@/features/chat/conversations/conversation-list';
import type { OpenSection } from '@/features/chat/rules/conversation-list';
import { seededProfileIds } from '@/mocks/db';
import type { ConversationSummary } from '@/shared/session/schemas';
import { phoneQuery } from '@/shared/ui/breakpoints';
import { renderWithProviders } from '../../test-utils';

/** A local date: the list writes the local day, whatever the machine's time zone. */
const at = (month: number, day: number, hour = 18) =>
  new Date(2026, month - 1, day, hour).toISOString();

const conversations: ConversationSummary[] = [
  {
    id: 11,
    groupName: 'Section Natation',
    category: 1,
    lastMessage: 'Le bassin sera fermé samedi.',
    lastMessageCreation: at(3, 5),
    unreadCount: 3,
  },
  {
    id: 12,
    groupName: 'Section Judo',
    category: 1,
    lastMessage: 'Tatamis installés.',
    lastMessageCreation: at(11, 20),
    unreadCount: 0,
  },
  {
    id: 21,
    groupName: 'Covoiturage du tournoi',
    category: 0,
    lastMessage: 'Qui conduit dimanche ?',
    lastMessageCreation: at(11, 19),
    unreadCount: 1,
  },
  {
    id: 22,
    groupName: 'Nouveau groupe',
    category: 0,
    lastMessage: '',
    lastMessageCreation: null,
    unreadCount: 0,
  },
];

/** The list as the page holds it: one section open, the selected conversation highlighted. */
function ListAsOnThePage({ onSelect }: { onSelect: (id: number) => void }) {
  const [open, setOpen] = useState<OpenSection>('categories');
  const [selectedId, setSelectedId] = useState<number | undefined>();
  return (
    <ConversationList
      conversations={conversations}
      open={open}
      onToggle={() => setOpen((current) => (current === 'categories' ? 'groups' : 'categories'))}
      selectedId={selectedId}
      onSelect={(id) => {
        setSelectedId(id);
        onSelect(id);
      }}
    />
  );
}

const list = () => screen.getByRole('navigation', { name: 'Mes conversations' });
const cell = (name: RegExp) => within(list()).getByRole('button', { name });

describe('the conversation list', () => {
  it('shows each conversation: name, last message or "Aucun message", date dd/MM, newest first', async () => {
    const { user } = renderWithProviders(<ListAsOnThePage onSelect={() => undefined} />);
    expect(cell(/^Section Natation/)).toHaveTextContent('Le bassin sera fermé samedi.');
    // 5 March is 05/03, never 03/05 (the portal writes every date day first).
    expect(cell(/^Section Natation/)).toHaveTextContent('05/03');
    expect(cell(/^Section Natation/)).not.toHaveTextContent('03/05');
    // The newest first: Judo's last message is of 20 November, Natation's of 5 March.
    const shown = within(list())
      .getAllByRole('button')
      .filter((button) => !button.hasAttribute('aria-expanded'));
    expect(shown).toHaveLength(2);
    expect(shown[0]).toHaveAccessibleName(/^Section Judo/);
    expect(shown[1]).toHaveAccessibleName(/^Section Natation/);

    await user.click(within(list()).getByRole('button', { name: 'Mes groupes' }));
    const empty = cell(/^Nouveau groupe/);
    expect(empty).toHaveTextContent('Aucun message');
    expect(empty).not.toHaveTextContent(/\d{2}\/\d{2}/);
  });

  it('shows the unread count on the cell and says it in words', async () => {
    const { user } = renderWithProviders(<ListAsOnThePage onSelect={() => undefined} />);
    // The badge's digit, and its words for a screen reader (visually hidden, in the cell's name).
    expect(cell(/^Section Natation/)).toHaveTextContent(/3 messages non lus$/);
    expect(within(cell(/^Section Natation/)).getByText('3')).toBeVisible();
    // Nothing unread: no badge, no words.
    expect(cell(/^Section Judo/)).not.toHaveTextContent(/non lu/);

    await user.click(within(list()).getByRole('button', { name: 'Mes groupes' }));
    expect(cell(/^Covoiturage du tournoi/)).toHaveTextContent(/1 message non lu$/);
  });

  it("opens one section at a time: 'Mes catégories' first, 'Mes groupes' closes it", async () => {
    const { user } = renderWithProviders(<ListAsOnThePage onSelect={() => undefined} />);
    const categories = within(list()).getByRole('button', { name: 'Mes catégories' });
    const groups = within(list()).getByRole('button', { name: 'Mes groupes' });
    expect(categories).toHaveAttribute('aria-expanded', 'true');
    expect(groups).toHaveAttribute('aria-expanded', 'false');
    expect(within(list()).queryByRole('button', { name: /^Covoiturage/ })).not.toBeInTheDocument();

    await user.click(groups);
    expect(groups).toHaveAttribute('aria-expanded', 'true');
    expect(categories).toHaveAttribute('aria-expanded', 'false');
    expect(cell(/^Covoiturage du tournoi/)).toBeVisible();
    expect(
      within(list()).queryByRole('button', { name: /^Section Natation/ }),
    ).not.toBeInTheDocument();
  });

  it('is used with the keyboard: Tab to a conversation, Enter or Space selects and highlights it', async () => {
    const onSelect = vi.fn();
    const { user } = renderWithProviders(<ListAsOnThePage onSelect={onSelect} />);
    await user.tab();
    expect(within(list()).getByRole('button', { name: 'Mes catégories' })).toHaveFocus();
    await user.tab();
    expect(cell(/^Section Judo/)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenLastCalledWith(12);
    expect(cell(/^Section Judo/)).toHaveAttribute('aria-current', 'true');

    await user.tab();
    expect(cell(/^Section Natation/)).toHaveFocus();
    await user.keyboard(' ');
    expect(onSelect).toHaveBeenLastCalledWith(11);
    expect(cell(/^Section Natation/)).toHaveAttribute('aria-current', 'true');
    expect(cell(/^Section Judo/)).not.toHaveAttribute('aria-current');

    // The other section, opened from the keyboard too.
    await user.tab();
    expect(within(list()).getByRole('button', { name: 'Mes groupes' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(cell(/^Covoiturage du tournoi/)).toHaveFocus();
  });
});

// Saturday 21 November 2026 in Paris, as the page test: only the date is fixed.
describe('the conversation list on the page', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00+01:00'));
  });
  afterEach(() => vi.useRealTimers());

  it('opens the conversation chosen with the keyboard, and its unread count goes', async () => {
    const { user } = renderWithProviders(`/profile/${seededProfileIds.claireMartin}/chat`, {
      user: 'famille.martin@exemple.fr',
    });
    await screen.findByRole('log', { name: 'Messages' });
    // Desktop, first load: the first category conversation is open.
    expect(
      screen.getByRole('heading', { level: 2, name: 'Section Natation – AMSF Lyon' }),
    ).toBeVisible();
    within(list()).getByRole('button', { name: 'Mes groupes' }).focus();
    await user.keyboard('{Enter}');
    const judo = cell(/^Judo : covoiturage du tournoi de Villeurbanne/);
    expect(judo).toHaveTextContent(/1 message non lu$/);
    await user.tab();
    expect(judo).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: 'Judo : covoiturage du tournoi de Villeurbanne',
      }),
    ).toBeVisible();
    const log = await screen.findByRole('log', { name: 'Messages' });
    expect(
      await within(log).findByText('Qui peut conduire dimanche pour le tournoi ?'),
    ).toBeVisible();
    expect(judo).toHaveAttribute('aria-current', 'true');
    expect(judo).not.toHaveTextContent(/non lu/);
  }, 20_000);
});

describe('the conversation list on a phone', () => {
  /** A window under the small breakpoint: only the phone query matches. */
  beforeEach(() => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((query: string) => ({
        matches: query === phoneQuery,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      })),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows one panel at a time: the list, then the conversation, then the list again', async () => {
    const { user } = renderWithProviders(`/profile/${seededProfileIds.claireMartin}/chat`, {
      user: 'famille.martin@exemple.fr',
    });
    const swimming = await screen.findByRole('button', { name: /^Section Natation – AMSF Lyon/ });
    // No conversation is preselected on a phone.
    expect(swimming).not.toHaveAttribute('aria-current');
    expect(screen.queryByRole('button', { name: "Plus d'options" })).not.toBeInTheDocument();
    swimming.focus();
    await user.keyboard('{Enter}');

    expect(
      await screen.findByRole('heading', { level: 2, name: 'Section Natation – AMSF Lyon' }),
    ).toBeVisible();
    expect(await screen.findByRole('log', { name: 'Messages' })).toBeVisible();
    expect(screen.queryByRole('navigation', { name: 'Mes conversations' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retour aux conversations' }));
    expect(
      await screen.findByRole('button', { name: /^Section Natation – AMSF Lyon/ }),
    ).toBeVisible();
    expect(screen.queryByRole('log', { name: 'Messages' })).not.toBeInTheDocument();
  }, 20_000);
});
