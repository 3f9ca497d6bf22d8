import type { CurrentProfile } from '@/shared/session/session-slice';
import { useAddConversationMembersMutation } from '../api/add-members';
import { CommunityPicker } from '../picker/community-picker';

/** The add-member modal (600 px): the picker with 'Ajouter'. */
export function AddMembersDialog({
  profile,
  conversationId,
  currentMemberIds,
  onDone,
}: {
  profile: CurrentProfile;
  conversationId: number;
  currentMemberIds: readonly number[];
  onDone: (addedIds: number[]) => void;
}) {
  const [addMembers, { isLoading }] = useAddConversationMembersMutation();
  return (
    <CommunityPicker
      profile={profile}
      excludedIds={currentMemberIds}
      actionLabel="Ajouter"
      busy={isLoading}
      onSubmit={async (additions) => {
        const result = await addMembers({ conversationId, idProfile: profile.id, additions });
        if ('data' in result) {
          onDone(additions.map((item) => ('userId' in item ? item.userId : item.memberId)));
        }
      }}
    />
  );
}
