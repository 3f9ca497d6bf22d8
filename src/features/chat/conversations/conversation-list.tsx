import { ChevronDown, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import type { ConversationSummary } from '@/shared/session/schemas';
import { splitSections, type OpenSection } from '../rules/conversation-list';
import { listDate } from '../rules/message-format';
import { nounFor } from '@/shared/lib/french';

type Props = {
  conversations: readonly ConversationSummary[];
  open: OpenSection;
  onToggle: () => void;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
};

const sectionTitles: readonly { section: OpenSection; title: string }[] = [
  { section: 'categories', title: 'Mes catégories' },
  { section: 'groups', title: 'Mes groupes' },
];

/** 'Mes catégories' and 'Mes groupes', one open at a time (4.7). */
export function ConversationList({ conversations, open, onToggle, selectedId, onSelect }: Props) {
  const sections = splitSections(conversations);
  return (
    <nav className="chat-list" aria-label="Mes conversations">
      {sectionTitles.map(({ section, title }) => (
        <ListSection
          key={section}
          title={title}
          items={sections[section]}
          expanded={open === section}
          onToggle={onToggle}
          selectedId={selectedId}
          onSelect={onSelect}
        />
      ))}
    </nav>
  );
}

function ListSection({
  title,
  items,
  expanded,
  onToggle,
  selectedId,
  onSelect,
}: {
  title: string;
  items: ConversationSummary[];
  expanded: boolean;
  onToggle: () => void;
  selectedId: number | undefined;
  onSelect: (id: number) => void;
}) {
  const panelId = useId();
  const Chevron = expanded ? ChevronDown : ChevronRight;
  return (
    <section className="chat-list__section">
      <h2 className="chat-list__heading">
        <button
          type="button"
          className="chat-list__toggle"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <Chevron aria-hidden="true" size={18} />
          {title}
        </button>
      </h2>
      <ul id={panelId} className="chat-list__items" hidden={!expanded}>
        {items.map((item) => (
          <li key={item.id}>
            <button
              type="button"
              className="chat-cell"
              aria-current={item.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(item.id)}
            >
              <span className="chat-cell__name">{item.groupName}</span>
              {/* One line with an ellipsis on purpose: the whole message is the button's name and
                  stands in the conversation (e2e/layout-check.ts allows it). */}
              <span className="chat-cell__last" data-clip-allowed="">
                {item.lastMessage || 'Aucun message'}
              </span>
              <span className="chat-cell__date">{listDate(item.lastMessageCreation)}</span>
              {(item.unreadCount ?? 0) > 0 && (
                <span className="badge chat-cell__unread">
                  {item.unreadCount}
                  <span className="visually-hidden">
                    {` ${nounFor(item.unreadCount ?? 0, 'message non lu', 'messages non lus')}`}
                  </span>
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
