import { seededRandom } from '../prng';
import type { ConversationMessageRow, ConversationRow } from '../types';
import { seededProfileIds } from './people';

const { claireMartin, karimBenali, sophieLambert, thomasMoreau } = seededProfileIds;

const said = (idProfile: number, createdAt: string, message: string): ConversationMessageRow => ({
  idProfile,
  createdAt,
  message,
});

/** Conversation 3 holds 2,000 messages: the benchmark opens it (scripts/bench-chat-open.mjs). */
export const largeConversationSize = 2000;

const chatter = [
  'Bonjour à tous, la réunion de bureau est confirmée.',
  "Merci pour l'organisation, je serai présent.",
  'Le compte rendu sera envoyé demain matin.',
  'Pensez à valider les licences avant vendredi.',
  'La salle polyvalente est réservée de 18 h à 20 h.',
  "Qui peut s'occuper de l'accueil des nouveaux adhérents ?",
  'Je transmets le budget prévisionnel à la trésorière.',
  'Très bonne idée, on en parle jeudi.',
];

/** The `count` generated messages that precede a conversation's stored ones. */
export function generatedHistory(count: number): ConversationMessageRow[] {
  const random = seededRandom(2026_11);
  const authors = [sophieLambert, karimBenali, thomasMoreau];
  const start = Date.parse('2026-09-01T08:00:00+02:00');
  return Array.from({ length: count }, (_, index) => {
    const minutes = index * 50 + Math.floor(random() * 40);
    const idProfile = authors[Math.floor(random() * authors.length)] ?? sophieLambert;
    const text = chatter[Math.floor(random() * chatter.length)] ?? chatter[0] ?? '';
    return said(
      idProfile,
      new Date(start + minutes * 60_000).toISOString(),
      `${text} (n° ${index + 1})`,
    );
  });
}

type Line = [idProfile: number, createdAt: string, message: string];

/** A seeded conversation in short: members as [profile, unread count] pairs, messages as lines. */
type ConversationSpec = {
  id: number;
  groupName: string;
  /** 1 marks a category (group of a section) conversation. */
  category: number;
  author: number;
  members: [profileId: number, unreadCount: number][];
  generatedHistory?: number;
  messages: Line[];
};

const conversations: ConversationSpec[] = [
  {
    id: 1,
    groupName: 'Section Natation – AMSF Lyon',
    category: 1,
    author: karimBenali,
    members: [
      [claireMartin, 2],
      [karimBenali, 0],
    ],
    messages: [
      [
        karimBenali,
        '2026-11-18T17:05:00.000Z',
        'Bonjour à toutes et à tous, bienvenue dans le groupe de la section !',
      ],
      [
        claireMartin,
        '2026-11-18T19:12:00.000Z',
        'Merci Karim ! Les horaires du mercredi restent les mêmes ?',
      ],
      [karimBenali, '2026-11-20T17:40:00.000Z', 'Oui, 18 h 30 – 19 h 30, ligne 3 et 4.'],
      [
        karimBenali,
        '2026-11-20T17:42:00.000Z',
        'Le bassin sera fermé samedi 28 novembre pour la vidange annuelle.',
      ],
    ],
  },
  {
    id: 2,
    groupName: 'Judo : covoiturage du tournoi de Villeurbanne',
    category: 0,
    author: claireMartin,
    members: [
      [claireMartin, 1],
      [karimBenali, 0],
    ],
    messages: [
      [claireMartin, '2026-11-19T18:02:00.000Z', 'Qui peut conduire dimanche pour le tournoi ?'],
      [
        karimBenali,
        '2026-11-19T19:15:00.000Z',
        'Je peux emmener deux enfants dimanche matin, départ 8 h devant le dojo.',
      ],
    ],
  },
  {
    id: 3,
    groupName: 'Commission des administrateurs',
    category: 0,
    author: sophieLambert,
    members: [[sophieLambert, 0]],
    generatedHistory: largeConversationSize - 1,
    messages: [
      [
        sophieLambert,
        '2026-11-16T09:30:00.000Z',
        'Le compte rendu de la réunion du 12 novembre est en ligne.',
      ],
    ],
  },
  {
    // Its own two members (Sophie, Karim) and no other journey's messages: the header badge
    // journey counts on it.
    id: 4,
    groupName: "Bureau : préparation de l'assemblée générale",
    category: 0,
    author: sophieLambert,
    members: [
      [sophieLambert, 0],
      [karimBenali, 0],
    ],
    messages: [
      [
        sophieLambert,
        '2026-11-10T08:15:00.000Z',
        "L'ordre du jour de l'assemblée générale est à compléter avant la fin du mois.",
      ],
    ],
  },
];

/** Fresh rows every call (the seeded tables are mutable). */
export function seedConversations(): ConversationRow[] {
  return conversations.map(({ author, members, generatedHistory, messages, ...conversation }) => ({
    ...conversation,
    authorCreationProfile: author,
    members: members.map(([profileId, unreadCount]) => ({ profileId, unreadCount })),
    ...(generatedHistory === undefined ? {} : { generatedHistory }),
    messages: messages.map((line) => said(...line)),
  }));
}
