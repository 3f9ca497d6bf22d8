import type { ConversationRow } from '../types';
import { seededProfileIds } from './people';

const { claireMartin, karimBenali, sophieLambert } = seededProfileIds;

/** category 1 marks a category (group of a section) conversation. */
export function seedConversations(): ConversationRow[] {
  return [
    {
      id: 1,
      name: 'Section Natation – AMSF Lyon',
      category: 1,
      lastMessage: 'Le bassin sera fermé samedi 28 novembre pour la vidange annuelle.',
      lastMessageDate: '2026-11-20T18:42:00+01:00',
      authorCreationProfile: karimBenali,
      members: [
        { profileId: claireMartin, unreadCount: 2 },
        { profileId: karimBenali, unreadCount: 0 },
      ],
    },
    {
      id: 2,
      name: 'Judo : covoiturage du tournoi de Villeurbanne',
      category: 0,
      lastMessage: 'Je peux emmener deux enfants dimanche matin, départ 8 h devant le dojo.',
      lastMessageDate: '2026-11-19T20:15:00+01:00',
      authorCreationProfile: claireMartin,
      members: [
        { profileId: claireMartin, unreadCount: 1 },
        { profileId: karimBenali, unreadCount: 0 },
      ],
    },
    {
      id: 3,
      name: 'Commission des administrateurs',
      category: 0,
      lastMessage: 'Le compte rendu de la réunion du 12 novembre est en ligne.',
      lastMessageDate: '2026-11-16T10:30:00+01:00',
      authorCreationProfile: sophieLambert,
      members: [{ profileId: sophieLambert, unreadCount: 0 }],
    },
  ];
}
