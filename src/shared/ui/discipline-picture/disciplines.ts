/**
 * The discipline an activity's or an offer's name says, for the picture shown when it has none of
 * its own (issue 34, 'Pictures that are right or absent'; docs/spec-deviations.md): an icon of the
 * discipline on a calm colour of its own, never another sport's picture. Pure, so the table is
 * tested as written (tests/shared/ui/discipline-picture/disciplines.test.ts).
 */

export type Discipline =
  | 'aquatic'
  | 'nautical'
  | 'cycling'
  | 'running'
  | 'climbing'
  | 'snow'
  | 'combat'
  | 'fencing'
  | 'racket'
  | 'football'
  | 'rugby'
  | 'ball'
  | 'dance'
  | 'gentle'
  | 'fitness'
  | 'gymnastics'
  | 'precision'
  | 'multisport'
  | 'other';

/** Calm tints, one per discipline family; 'slate' is the neutral one of unknown names. */
export type Tone = 'blue' | 'teal' | 'green' | 'amber' | 'rose' | 'violet' | 'slate';

/**
 * Words as they begin a word of the name, accents and case aside; the first line that matches
 * wins, so 'aquagym' is aquatic before 'gym' is gymnastics, and 'gym douce' gentle before both.
 */
const disciplineWords: readonly (readonly [Discipline, readonly string[]])[] = [
  [
    'gentle',
    [
      'gym douce',
      'yoga',
      'pilates',
      'etirement',
      'stretching',
      'relaxation',
      'sophrologie',
      'qi gong',
      'tai chi',
      'gym senior',
      'bien etre',
    ],
  ],
  [
    'aquatic',
    ['natation', 'nage', 'aquagym', 'aqua', 'piscine', 'plongee', 'water polo', 'bebe nageur'],
  ],
  [
    'nautical',
    ['voile', 'aviron', 'canoe', 'kayak', 'paddle', 'surf', 'nautique', 'planche a voile'],
  ],
  ['cycling', ['cyclisme', 'cyclo', 'velo', 'vtt', 'bmx']],
  [
    'running',
    ['course', 'running', 'jogging', 'trail', 'athletisme', 'marche', 'randonnee', 'footing'],
  ],
  ['climbing', ['escalade', 'alpinisme', 'montagne']],
  ['snow', ['ski', 'snowboard', 'patin', 'luge']],
  ['fencing', ['escrime']],
  [
    'combat',
    [
      'boxe',
      'judo',
      'karate',
      'taekwondo',
      'lutte',
      'aikido',
      'ju jitsu',
      'jujitsu',
      'kung fu',
      'krav maga',
      'self defense',
      'arts martiaux',
      'art martial',
    ],
  ],
  ['racket', ['tennis', 'badminton', 'squash', 'padel', 'ping pong']],
  ['football', ['football', 'foot', 'futsal', 'soccer']],
  ['rugby', ['rugby']],
  ['ball', ['basket', 'handball', 'hand ball', 'volley', 'beach volley', 'balle']],
  ['dance', ['danse', 'zumba', 'hip hop', 'salsa', 'modern jazz', 'ballet', 'country']],
  [
    'fitness',
    [
      'cross training',
      'crossfit',
      'musculation',
      'fitness',
      'renforcement',
      'cardio',
      'cuisse',
      'body',
      'step',
      'circuit training',
    ],
  ],
  ['gymnastics', ['gymnastique', 'gym', 'acrobatie', 'trampoline', 'baby gym']],
  ['precision', ['tir', 'petanque', 'golf', 'flechette', 'billard', 'bowling', 'boules']],
  ['multisport', ['multisport', 'multi sport', 'omnisport', 'eveil']],
];

export const disciplineTones: Record<Discipline, Tone> = {
  aquatic: 'teal',
  nautical: 'blue',
  cycling: 'green',
  running: 'amber',
  climbing: 'green',
  snow: 'blue',
  combat: 'rose',
  fencing: 'violet',
  racket: 'amber',
  football: 'green',
  rugby: 'rose',
  ball: 'amber',
  dance: 'violet',
  gentle: 'teal',
  fitness: 'rose',
  gymnastics: 'violet',
  precision: 'blue',
  multisport: 'blue',
  other: 'slate',
};

/** Lower case, no accents, anything but letters and digits as one space, framed by spaces. */
function wordsOf(text: string): string {
  const plain = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
  return ` ${plain} `;
}

/** 'Natation enfants' -> 'aquatic', 'Étirements' -> 'gentle', 'Place de cinéma' -> 'other'. */
export function disciplineOf(name: string): Discipline {
  const words = wordsOf(name);
  for (const [discipline, starts] of disciplineWords) {
    if (starts.some((start) => words.includes(` ${start}`))) return discipline;
  }
  return 'other';
}
