import {
  Bike,
  CircleDot,
  CirclePersonArmsSpread,
  Dumbbell,
  Flower2,
  Footprints,
  Goal,
  HandFist,
  Medal,
  Mountain,
  MountainSnow,
  Music,
  RugbyBall,
  Sailboat,
  Shapes,
  Swords,
  Target,
  Volleyball,
  Waves,
  type LucideIcon,
} from 'lucide-react';
import { disciplineOf, disciplineTones, type Discipline, type Tone } from './disciplines';

/**
 * One lucide icon per discipline, imported by name so that only these reach the bundle
 * (docs/adr/0011, 'Icons: lucide-react'); Shapes is the neutral one of an unknown name.
 */
export const disciplineIcons: Record<Discipline, LucideIcon> = {
  aquatic: Waves,
  nautical: Sailboat,
  cycling: Bike,
  running: Footprints,
  climbing: Mountain,
  snow: MountainSnow,
  combat: HandFist,
  fencing: Swords,
  racket: CircleDot,
  football: Goal,
  rugby: RugbyBall,
  ball: Volleyball,
  dance: Music,
  gentle: Flower2,
  fitness: Dumbbell,
  gymnastics: CirclePersonArmsSpread,
  precision: Target,
  multisport: Medal,
  other: Shapes,
};

export type DisciplineLook = { discipline: Discipline; Icon: LucideIcon; tone: Tone };

/** What stands for a name without a picture: its discipline's icon and colour. */
export function disciplineLookOf(name: string): DisciplineLook {
  const discipline = disciplineOf(name);
  return { discipline, Icon: disciplineIcons[discipline], tone: disciplineTones[discipline] };
}
