import { countOf } from '@/shared/lib/french';

/** How a session's places read (docs/spec/members-area.md 2 and 9): text and colour. */
export type Availability = { text: string; tone: 'free' | 'full' | 'few' | 'some' };

export function availability(places: number): Availability {
  if (places < 0) return { text: 'Places disponibles !', tone: 'free' };
  if (places === 0) return { text: 'Plus de places', tone: 'full' };
  const text = `Il reste ${countOf(places, 'place')}`;
  return { text, tone: places <= 3 ? 'few' : 'some' };
}
