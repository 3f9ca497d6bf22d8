import type { ConversationMember, Directory, Message } from '@/shared/api/generated/chat/types';
import { findProfile } from '../../db/queries';
import { generatedHistory } from '../../db/seed/conversations';
import type { ConversationMessageRow, ConversationRow, MockDb } from '../../db/types';

export function messageView(
  db: MockDb,
  conversationId: number,
  row: ConversationMessageRow,
): Message {
  const profile = findProfile(db, row.idProfile);
  return {
    message: row.message,
    idProfile: row.idProfile,
    nom: profile?.lastname ?? '',
    prenom: profile?.firstname ?? '',
    profilePicture: profile?.photo ?? null,
    createdAt: row.createdAt,
    idConversation: conversationId,
    ...(row.clientMessageId ? { clientMessageId: row.clientMessageId } : {}),
  };
}

// The generated history is deterministic: made once per size, not on every opening.
const histories = new Map<number, readonly ConversationMessageRow[]>();
function cachedHistory(count: number): readonly ConversationMessageRow[] {
  let rows = histories.get(count);
  if (!rows) {
    rows = generatedHistory(count);
    histories.set(count, rows);
  }
  return rows;
}

/** Stored messages, after the generated history of a large seeded conversation. */
export function allMessages(conversation: ConversationRow): readonly ConversationMessageRow[] {
  return conversation.generatedHistory
    ? [...cachedHistory(conversation.generatedHistory), ...conversation.messages]
    : conversation.messages;
}

export function lastMessageOf(conversation: ConversationRow) {
  const last = conversation.messages.at(-1);
  return { lastMessage: last?.message ?? '', lastMessageCreation: last?.createdAt ?? null };
}

export function membersView(db: MockDb, conversation: ConversationRow): ConversationMember[] {
  return conversation.members.flatMap(({ profileId }) => {
    const profile = findProfile(db, profileId);
    return profile
      ? [{ idProfile: profile.id, prenom: profile.firstname, nom: profile.lastname }]
      : [];
  });
}

const tile = (db: MockDb, id: number) => {
  const profile = findProfile(db, id);
  return {
    id,
    selected: false,
    firstname: profile?.firstname,
    lastname: profile?.lastname,
    photo: profile?.photo ?? null,
  };
};

/**
 * potentialsParticipants: one directory per club where the profile holds a responsibility (every
 * club with members for a federation-wide one). Users: the staff of the club and of the
 * federation; members: the members of each category of each activity. Excluded ids never appear.
 */
export function directoriesView(
  db: MockDb,
  profileId: number,
  excluded: ReadonlySet<number>,
): Directory[] {
  const own = db.responsibilities.filter((row) => row.profileId === profileId);
  const federationWide = own.some((row) => row.clubId === null);
  const clubIds = federationWide
    ? [...new Set(db.memberships.map((row) => row.clubId))].sort((a, b) => a - b)
    : [...new Set(own.flatMap((row) => (row.clubId === null ? [] : [row.clubId])))];
  const keep = (id: number) => id !== profileId && !excluded.has(id);
  return clubIds.flatMap((clubId) => {
    const club = db.clubs.find((row) => row.id === clubId);
    if (!club) return [];
    const staff = [
      ...new Set(
        db.responsibilities
          .filter((row) => row.clubId === clubId || row.clubId === null)
          .map((row) => row.profileId),
      ),
    ].filter(keep);
    const memberships = db.memberships.filter((row) => row.clubId === clubId);
    const activityIds = [...new Set(memberships.map((row) => row.activityId))];
    return [
      {
        titre: club.title,
        users: staff.map((id) => tile(db, id)),
        membersAndActivity: activityIds.flatMap((activityId) => {
          const activity = db.activities.find((row) => row.id === activityId);
          if (!activity) return [];
          const categories = db.categories.filter((row) => row.activityId === activityId);
          return [
            {
              title: activity.title,
              categories: categories.map((category) => ({
                title: category.title,
                members: [
                  ...new Set(
                    memberships
                      .filter((row) =>
                        row.subscriptions.some((item) => item.categoryId === category.id),
                      )
                      .map((row) => row.profileId),
                  ),
                ]
                  .filter(keep)
                  .map((id) => tile(db, id)),
              })),
            },
          ];
        }),
      },
    ];
  });
}
