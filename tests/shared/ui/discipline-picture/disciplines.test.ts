import {
  Bike,
  CircleDot,
  Dumbbell,
  Flower2,
  Footprints,
  HandFist,
  Medal,
  Music,
  Sailboat,
  Shapes,
  Target,
  Volleyball,
  Waves,
} from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { disciplineLookOf } from '@/shared/ui/discipline-picture/discipline-icons';
import { disciplineOf, disciplineTones } from '@/shared/ui/discipline-picture/disciplines';

/**
 * Issue 34, 'Pictures that are right or absent': an activity or offer without a picture of its
 * own shows its discipline's icon on the discipline's colour, a neutral icon when the name says
 * no discipline; never another sport's picture.
 */
describe('disciplineOf', () => {
  it.each([
    // The activities of the mocked backend and of the PASS seed.
    ['Natation', 'aquatic'],
    ['Natation enfants', 'aquatic'],
    ['Aquagym', 'aquatic'],
    ['Plongée', 'aquatic'],
    ['Voile', 'nautical'],
    ['Aviron', 'nautical'],
    ['Cyclisme', 'cycling'],
    ['Course à pied', 'running'],
    ['Course des Lumières', 'running'],
    ['Marche nordique', 'running'],
    ['Randonnée', 'running'],
    ['Escalade', 'climbing'],
    ['Ski alpin', 'snow'],
    ['Boxe', 'combat'],
    ['Judo', 'combat'],
    ['Karaté', 'combat'],
    ['Escrime', 'fencing'],
    ['Tennis', 'racket'],
    ['Tennis de table', 'racket'],
    ['Badminton', 'racket'],
    ['Football', 'football'],
    ['Rugby', 'rugby'],
    ['Basket-ball', 'ball'],
    ['Handball', 'ball'],
    ['Volley-ball', 'ball'],
    ['Danse', 'dance'],
    ['Zumba', 'dance'],
    // The examples: Pilates, Yoga and Étirements are gentle gym, not basketball.
    ['Pilates', 'gentle'],
    ['yoga', 'gentle'],
    ['Étirements', 'gentle'],
    ['Gym douce', 'gentle'],
    ['Cross training', 'fitness'],
    ['Gymnastique', 'gymnastics'],
    ["Tir à l'arc", 'precision'],
    ['Pétanque', 'precision'],
    ['Multisport', 'multisport'],
    ['Éveil sportif', 'multisport'],
    // Offers and unknown names: the neutral one.
    ['Place de cinéma', 'other'],
    ['Carnet 10 séances', 'other'],
    ['', 'other'],
    // A word is matched from its start only: 'étirements' holds 'tir', yet is no archery.
    ['ÉTIREMENTS DU SOIR', 'gentle'],
  ] as const)('%s -> %s', (name, discipline) => {
    expect(disciplineOf(name)).toBe(discipline);
  });
});

describe('disciplineLookOf', () => {
  it.each([
    ['Natation', Waves, 'teal'],
    ['Voile', Sailboat, 'blue'],
    ['Cyclisme', Bike, 'green'],
    ['Course à pied', Footprints, 'amber'],
    ['Boxe', HandFist, 'rose'],
    ['Badminton', CircleDot, 'amber'],
    ['Basket-ball', Volleyball, 'amber'],
    ['Danse', Music, 'violet'],
    ['Pilates', Flower2, 'teal'],
    ['Cross training', Dumbbell, 'rose'],
    ["Tir à l'arc", Target, 'blue'],
    ['Multisport', Medal, 'blue'],
    ['Abonnement presse sportive', Shapes, 'slate'],
  ] as const)('%s: its icon and colour', (name, Icon, tone) => {
    const look = disciplineLookOf(name);
    expect(look.Icon).toBe(Icon);
    expect(look.tone).toBe(tone);
  });

  it('gives the neutral colour to unknown names only', () => {
    const slate = Object.entries(disciplineTones).filter(([, tone]) => tone === 'slate');
    expect(slate).toEqual([['other', 'slate']]);
  });
});
