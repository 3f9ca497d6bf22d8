import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/shared/config/paths';
import { selectCurrentProfile } from '@/shared/session/current-profile';
import { useAppSelector } from '@/shared/store/store';
import { usePageTitle } from '@/shared/ui/use-page-title';
import { useCreateConversationMutation } from '../api/create-conversation';
import { CommunityPicker } from './community-picker';
import '../chat.css';

/** 2.7 'Create conversation': a name and the community picker with 'Créer'. */
export function CreateConversationPage() {
  usePageTitle('Créer une conversation');
  const profile = useAppSelector(selectCurrentProfile);
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [createConversation, { isLoading }] = useCreateConversationMutation();
  if (!profile) return null;
  return (
    <div className="chat-page chat-create">
      <h1>Créer une conversation</h1>
      <div className="field">
        <label htmlFor="conversation-name">Nom de la conversation</label>
        <input
          id="conversation-name"
          type="text"
          placeholder="Nom de la conversation ..."
          value={name}
          maxLength={200}
          onChange={(event) => setName(event.target.value)}
        />
      </div>
      <CommunityPicker
        profile={profile}
        excludedIds={[]}
        actionLabel="Créer"
        name={name}
        busy={isLoading}
        onSubmit={async (additions) => {
          const result = await createConversation({
            groupName: name.trim(),
            authorCreationProfile: profile.id,
            additions,
          });
          if ('data' in result && result.data) {
            void navigate(paths.conversations(profile.id), {
              state: { conversationId: result.data.id },
            });
          }
        }}
      />
    </div>
  );
}
