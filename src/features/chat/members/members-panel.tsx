import { UserMinus } from 'lucide-react';
import { capitalizeName } from '@/shared/lib/text';
import type { CurrentProfile } from '@/shared/session/session-slice';
import { useAppDispatch } from '@/shared/store/store';
import { useDialogs } from '@/shared/ui/dialog-host';
import { Spinner } from '@/shared/ui/spinner';
import { successToast } from '@/shared/ui/ui-slice';
import { useDeleteMemberFromConversationMutation } from '../api/delete-member';
import { useGetConversationMembersQuery } from '../api/get-members';
import type { ConversationMember } from '../api/schemas';
import { canRemove, isCreator } from '../rules/creator-rules';
import { AddMembersDialog } from './add-members-dialog';
import { addMembersDialogWidth, ConfirmDialog, confirmDialogWidth } from './confirm-dialog';

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
  const dispatch = useAppDispatch();
  const creator = isCreator(profile.id, authorCreationProfile);

  const confirm = (text: string, action: () => Promise<void>) => {
    const close = dialogs.open({
      title: 'Confirmation',
      width: confirmDialogWidth,
      render: (closeDialog) => (
        <ConfirmDialog
          text={text}
          onCancel={closeDialog}
          onConfirm={() => {
            closeDialog();
            void action();
          }}
        />
      ),
    });
    return close;
  };

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
      {creator && (
        <button type="button" className="button button--secondary" onClick={addMembers}>
          Ajouter des membres
        </button>
      )}
      {members.isLoading ? (
        <Spinner label="Chargement des membres" />
      ) : (
        <ul className="members-panel__list">
          {(members.data ?? []).map((member) => (
            <li key={member.idProfile} className="members-panel__member">
              <span>{fullName(member)}</span>
              {canRemove(profile.id, authorCreationProfile, member.idProfile) && (
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Retirer ${fullName(member)}`}
                  onClick={() => remove(member)}
                >
                  <UserMinus aria-hidden="true" size={18} />
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="button button--danger" onClick={leave}>
        Quitter le groupe
      </button>
    </section>
  );
}
