import { sortByFrench } from '@/shared/lib/french-order';

/** France, the default birth country (docs/spec/members-area.md 9). */
export const france = 'France';

/** Codes Intl knows that are not countries today (unions, former states, reserved codes). */
const notCountries = new Set(
  'AC AN BU CP CQ CS DD DG DY EA EU EZ FX HV IC NH QO RH SU TA TP UK UN VD XA XB YD YU ZR ZZ'.split(
    ' ',
  ),
);

let cached: string[] | undefined;

/** The world list in French, from the platform's own region names, sorted, France included. */
export function countryNames(): string[] {
  if (cached) return cached;
  const names = new Intl.DisplayNames('fr', { type: 'region' });
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const found = new Set<string>();
  for (const first of letters) {
    for (const second of letters) {
      const code = first + second;
      if (notCountries.has(code)) continue;
      const name = names.of(code);
      if (name && name !== code) found.add(name);
    }
  }
  cached = sortByFrench([...found], (name) => name);
  return cached;
}
