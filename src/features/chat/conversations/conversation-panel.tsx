import { ArrowLeft, Ellipsis } from 'lucide-react';
import type { ConversationSummary } from '@/shared/session/schemas';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { Spinner } from '@/shared/ui/spinner';
import { ErrorState } from '@/shared/ui/error-state';
import { useGetConversationMembersQuery } from '../api/get-members';
import { useGetConversationMessagesQuery } from '../api/get-messages';
import { MembersPanel } from '../members/members-panel';
import { MessageComposer } from './message-composer';
import { MessageLog } from './message-log';
import { useSendMessage } from './use-send-message';

type Props = {
  profile: CurrentProfile;
  conversation: ConversationSummary;
  membersShown: boolean;
  onToggleMembers: () => void;
  onBack?: () => void;
  onLeft: () => void;
  onMembersChanged: (affectedProfileId: number) => void;
};

/** The right panel: name, the more-options toggle, and messages or members (2.7). */
export function ConversationPanel({
  profile,
  conversation,
  membersShown,
  onToggleMembers,
  onBack,
  onLeft,
  onMembersChanged,
}: Props) {
  const messages = useGetConversationMessagesQuery(conversation.id);
  // 4.7: messages first, then members.
  useGetConversationMembersQuery(conversation.id, { skip: !messages.isSuccess });
  const send = useSendMessage(profile, conversation.id);
  return (
    <section className="chat-panel" aria-labelledby="chat-panel-title">
      <header className="chat-panel__header">
        {onBack && (
          <button
            type="button"
            className="icon-button"
            aria-label="Retour aux conversations"
            onClick={onBack}
          >
            <ArrowLeft aria-hidden="true" size={20} />
          </button>
        )}
        <h2 id="chat-panel-title" className="chat-panel__title">
          {conversation.groupName}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label="Plus d'options"
          aria-expanded={membersShown}
          onClick={onToggleMembers}
        >
          <Ellipsis aria-hidden="true" size={20} />
        </button>
      </header>
      {membersShown ? (
        <MembersPanel
          profile={profile}
          conversationId={conversation.id}
          authorCreationProfile={messages.data?.authorCreationProfile}
          onLeft={onLeft}
          onMembersChanged={onMembersChanged}
        />
      ) : (
        <>
          {messages.isError ? (
            <ErrorState
              message="Les messages n'ont pas pu être chargés."
              onRetry={() => void messages.refetch()}
            />
          ) : messages.data && messages.data.idConversation === conversation.id ? (
            <MessageLog
              key={`log-${conversation.id}`}
              messages={messages.data.messages}
              ownProfileId={profile.id}
            />
          ) : (
            <div className="message-log" aria-busy="true">
              <Spinner label="Chargement des messages" />
            </div>
          )}
          <MessageComposer key={`composer-${conversation.id}`} onSend={(text) => void send(text)} />
        </>
      )}
    </section>
  );
}
