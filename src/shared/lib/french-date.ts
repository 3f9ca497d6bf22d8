import { toServerDate } from '@/shared/lib/dates';
import { formatFrench } from '@/shared/lib/french-format';
import { parseFrenchDate } from './parse-french-date';

export { parseFrenchDate };

/** The French date fields' example, also their placeholder. */
export const frenchDatePlaceholder = '20/12/1980';

const separators = /[/.\- ]/;

/**
 * Keeps what is typed as jj/mm/aaaa: slashes are inserted while typing ('2012' -> '20/12/'),
 * a separator after a single digit pads it ('2/' -> '02/'), and a deletion never re-adds the
 * slash it just removed.
 */
export function maskFrenchDate(raw: string, deleting = false): string {
  const segments = [''];
  for (const char of raw) {
    const index = segments.length - 1;
    const current = segments[index] ?? '';
    const size = index < 2 ? 2 : 4;
    if (/\d/.test(char)) {
      if (current.length < size) segments[index] = current + char;
      else if (index < 2) segments.push(char);
      else break;
    } else if (separators.test(char) && index < 2 && current.length > 0) {
      segments[index] = current.padStart(2, '0');
      segments.push('');
    }
  }
  const text = segments.join('/');
  const last = segments[segments.length - 1] ?? '';
  const complete = segments.length < 3 && last.length === 2;
  return complete && !deleting ? `${text}/` : text;
}

export function toFrenchDate(date: Date): string {
  return formatFrench(date, 'dd/MM/yyyy');
}

/** jj/mm/aaaa -> YYYY-MM-DD, the backend's format. */
export function frenchDateToIso(text: string): string | undefined {
  const date = parseFrenchDate(text);
  return date ? toServerDate(date) : undefined;
}

/**
 * A stored ISO day shown as jj/mm/aaaa in a French date field; anything else (a date being
 * typed) is shown as it is.
 */
export function isoToTypedFrenchDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : value;
}

/**
 * What a French date field gives to a form that keeps ISO days: the ISO day once the typed
 * text is a whole real date, else the text as typed (which the form's schema refuses).
 */
export function typedFrenchDateToIso(text: string): string {
  return frenchDateToIso(text) ?? text;
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

/** Why a typed birth date is refused, or undefined when it is a real day before today. */
export function birthDateProblem(text: string, today: Date): string | undefined {
  if (!text.trim()) return 'Ce champ est requis';
  const date = parseFrenchDate(text);
  if (!date) return 'Date invalide : utilisez le format jj/mm/aaaa, par exemple 20/12/1980';
  if (date >= startOfDay(today)) return 'La date de naissance doit être passée';
  return undefined;
}
