import { ArrowLeft, Ellipsis } from 'lucide-react';
import type { ConversationSummary } from '@/shared/session/schemas';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { IconButton } from '@/shared/ui/button';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { Spinner } from '@/shared/ui/spinner';
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

/** The log's frame while the messages load: the composer below it does not move (ADR 0011). */
const loadingLog = (
  <div className="message-log" aria-busy="true">
    <Spinner label="Chargement des messages" />
  </div>
);

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
  const { send, deliveries } = useSendMessage(profile, conversation.id);
  return (
    <section className="chat-panel" aria-labelledby="chat-panel-title">
      <header className="chat-panel__header">
        {onBack && (
          <IconButton
            label="Retour aux conversations"
            icon={<ArrowLeft aria-hidden="true" size={20} />}
            onClick={onBack}
          />
        )}
        <h2 id="chat-panel-title" className="chat-panel__title">
          {conversation.groupName}
        </h2>
        <IconButton
          label="Plus d'options"
          icon={<Ellipsis aria-hidden="true" size={20} />}
          aria-expanded={membersShown}
          onClick={onToggleMembers}
        />
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
          <QueryBoundary
            query={messages}
            loadingLabel="Chargement des messages"
            placeholder={loadingLog}
            errorMessage="Les messages n'ont pas pu être chargés."
          >
            {(detail) =>
              // A detail is shown only when it is the one this panel asked for (api/schemas.ts).
              detail.idConversation === conversation.id ? (
                <MessageLog
                  key={`log-${conversation.id}`}
                  messages={detail.messages}
                  ownProfileId={profile.id}
                  deliveries={deliveries}
                />
              ) : (
                loadingLog
              )
            }
          </QueryBoundary>
          <MessageComposer key={`composer-${conversation.id}`} onSend={(text) => void send(text)} />
        </>
      )}
    </section>
  );
}
