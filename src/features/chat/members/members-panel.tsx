import { TriangleAlert, UserMinus } from 'lucide-react';
import { capitalizeName } from '@/shared/lib/text';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { useAppDispatch } from '@/shared/store/store';
import { Button, IconButton } from '@/shared/ui/button';
import { useConfirm } from '@/shared/ui/confirm-dialog';
import { useDialogs } from '@/shared/ui/dialog-host';
import { QueryBoundary } from '@/shared/ui/query-boundary';
import { successToast } from '@/shared/ui/ui-slice';
import { useDeleteMemberFromConversationMutation } from '../api/delete-member';
import { useGetConversationMembersQuery } from '../api/get-members';
import type { ConversationMember } from '../api/schemas';
import { canRemove, isCreator } from '../rules/creator-rules';
import { AddMembersDialog } from './add-members-dialog';

/**
 * docs/spec/administration.md 2.7: the add-member modal is 600 px wide, the confirmation 350 px.
 */
const addMembersDialogWidth = '600px';
const confirmDialogWidth = '350px';

type Props = {
  profile: CurrentProfile;
  conversationId: number;
  authorCreationProfile: number | undefined;
  /** After leaving: the list reloads and the panel closes (4.7). */
  onLeft: () => void;
  onMembersChanged: (affectedProfileId: number) => void;
};

const fullName = (member: ConversationMember) => capitalizeName(`${member.prenom} ${member.nom}`);

/** 'Membres du groupe' (2.7): creator rules of section 6. */
export function MembersPanel({
  profile,
  conversationId,
  authorCreationProfile,
  onLeft,
  onMembersChanged,
}: Props) {
  const members = useGetConversationMembersQuery(conversationId);
  const [deleteMember] = useDeleteMemberFromConversationMutation();
  const dialogs = useDialogs();
  const askConfirmation = useConfirm();
  const dispatch = useAppDispatch();
  const creator = isCreator(profile.id, authorCreationProfile);

  // 2.7's confirmation modal: a warning picture, the text, 'Annuler' and 'Confirmation' (the
  // spec's 'Confimation' is a slip). The dialog closes once the removal has been answered.
  const confirm = (text: string, action: () => Promise<void>) =>
    askConfirmation({
      title: 'Confirmation',
      width: confirmDialogWidth,
      message: (
        <div className="chat-confirm">
          <TriangleAlert className="chat-confirm__icon" aria-hidden="true" size={40} />
          <p>{text}</p>
        </div>
      ),
      confirmLabel: 'Confirmation',
      onConfirm: action,
    });

  const remove = (member: ConversationMember) =>
    confirm(`Retirer ${fullName(member)} du groupe ?`, async () => {
      const result = await deleteMember({
        conversationId,
        profileId: member.idProfile,
        leaving: false,
      });
      if ('error' in result) return;
      dispatch(successToast(`${fullName(member)} a été retiré du groupe`));
      onMembersChanged(member.idProfile);
    });

  const leave = () =>
    confirm('Voulez-vous vraiment quitter le groupe ?', async () => {
      const result = await deleteMember({ conversationId, profileId: profile.id, leaving: true });
      if ('error' in result) return;
      dispatch(successToast('Vous avez quitté le groupe'));
      onMembersChanged(profile.id);
      onLeft();
    });

  const addMembers = () =>
    dialogs.open({
      title: 'Ajouter des membres',
      width: addMembersDialogWidth,
      render: (close) => (
        <AddMembersDialog
          profile={profile}
          conversationId={conversationId}
          currentMemberIds={(members.data ?? []).map((member) => member.idProfile)}
          onDone={(addedIds) => {
            close();
            for (const id of addedIds) onMembersChanged(id);
          }}
        />
      ),
    });

  return (
    <section className="members-panel" aria-labelledby="members-panel-title">
      <h3 id="members-panel-title">Membres du groupe</h3>
      {creator && <Button onClick={addMembers}>Ajouter des membres</Button>}
      <QueryBoundary
        query={members}
        loadingLabel="Chargement des membres"
        errorMessage="Les membres du groupe n'ont pas pu être chargés."
      >
        {(list) => (
          <ul className="members-panel__list">
            {list.map((member) => (
              <li key={member.idProfile} className="members-panel__member">
                <span>{fullName(member)}</span>
                {canRemove(profile.id, authorCreationProfile, member.idProfile) && (
                  <IconButton
                    label={`Retirer ${fullName(member)}`}
                    icon={<UserMinus aria-hidden="true" size={18} />}
                    onClick={() => remove(member)}
                  />
                )}
              </li>
            ))}
          </ul>
        )}
      </QueryBoundary>
      <Button variant="danger" onClick={leave}>
        Quitter le groupe
      </Button>
    </section>
  );
}
