import { startTransition, useEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { paths } from '@/shared/config/paths';
import { type CurrentProfile } from '@/shared/session/session-slice';
import { selectCurrentProfile } from '@/shared/session/current-profile';
import { useAppSelector } from '@/shared/store/store';
import { buttonClassName } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { phoneQuery } from '@/shared/ui/breakpoints';
import { useMediaQuery } from '@/shared/ui/use-media-query';
import { useGetConversationsQuery } from '../api/get-conversations';
import { useMarkConversationReadMutation } from '../api/mark-conversation-read';
import {
  preselectedConversation,
  toggleSection,
  type OpenSection,
} from '../rules/conversation-list';
import { conversationsErrorMessage } from '../rules/conversations-error';
import { setOpenConversation } from '../rules/open-conversation';
import { ConversationList } from './conversation-list';
import { ConversationPanel } from './conversation-panel';
import { announceMembersChanged } from '../api/follow-members-events';
import '../chat.css';

export function MyConversationsPage() {
  usePageTitle('Mes conversations');
  const profile = useAppSelector(selectCurrentProfile);
  if (!profile) return null;
  return <MyConversations profile={profile} />;
}

function MyConversations({ profile }: { profile: CurrentProfile }) {
  const location = useLocation();
  // docs/spec/administration.md: one panel at a time on a phone (the small breakpoint,
  // docs/adr/0022).
  const mobile = useMediaQuery(phoneQuery);
  const conversations = useGetConversationsQuery(profile.id);
  const [markRead] = useMarkConversationReadMutation();
  const [open, setOpen] = useState<OpenSection>('categories');
  const [selectedId, setSelectedId] = useState<number | undefined>(
    (location.state as { conversationId?: number } | null)?.conversationId,
  );
  const [membersShown, setMembersShown] = useState(false);
  const preselected = useRef(false);

  const select = (id: number | undefined) => {
    // A transition: drawing the panel may be cut into short tasks (a slow phone stays responsive).
    startTransition(() => {
      setSelectedId(id);
      setMembersShown(false);
    });
    setOpenConversation(id);
    if (id === undefined) return;
    // 4.7: selecting resets the conversation's unread count, and the header's badges follow.
    void markRead({ conversationId: id, profileId: profile.id });
  };

  // Desktop, first load: the first category conversation when that section is open (2.7).
  const list = conversations.data;
  useEffect(() => {
    if (preselected.current || !list) return;
    preselected.current = true;
    const id = selectedId ?? preselectedConversation(list, open, mobile);
    // The first list arrives after mounting, and the preselection is a selection with its side
    // effects (unread reset, saved read mark): once, when it arrives.
    if (id !== undefined) select(id);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on the first list
  }, [list]);

  useEffect(() => () => setOpenConversation(undefined), []);

  const selected = list?.find((item) => item.id === selectedId);
  // Removed from the open conversation (or left it in another tab), the member sees it leave the
  // list once read again (get-conversations.ts), and with it its panel.
  const showList = !mobile || selected === undefined;
  const showPanel = selected !== undefined;

  return (
    <div className="chat-page">
      <h1 className={mobile && showPanel ? 'visually-hidden' : undefined}>Mes conversations</h1>
      <QueryBoundary
        query={conversations}
        loadingLabel="Chargement des conversations"
        errorMessage={conversationsErrorMessage(conversations.error)}
      >
        {(items) => (
          <div className="chat-layout">
            {showList && (
              <div className="chat-layout__list">
                <ConversationList
                  conversations={items}
                  open={open}
                  onToggle={() => setOpen(toggleSection)}
                  selectedId={selectedId}
                  onSelect={select}
                />
                <Link className={buttonClassName()} to={paths.createConversation(profile.id)}>
                  Créer une conversation
                </Link>
              </div>
            )}
            {showPanel && selected && (
              <ConversationPanel
                profile={profile}
                conversation={selected}
                membersShown={membersShown}
                onToggleMembers={() => setMembersShown((shown) => !shown)}
                onBack={mobile ? () => select(undefined) : undefined}
                onLeft={() => select(undefined)}
                onMembersChanged={(affectedProfileId) =>
                  announceMembersChanged(selected.id, affectedProfileId)
                }
              />
            )}
            {!showPanel && !mobile && (
              <EmptyState className="chat-layout__empty">Choisissez une conversation.</EmptyState>
            )}
          </div>
        )}
      </QueryBoundary>
    </div>
  );
}
