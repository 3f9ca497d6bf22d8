import { format, parseISO, isValid } from 'date-fns';
import { fr } from 'date-fns/locale';

export function parseServerDate(value: string): Date | undefined {
  const date = parseISO(value);
  return isValid(date) ? date : undefined;
}

export function formatDate(value: Date | string, pattern = 'dd/MM/yyyy'): string {
  const date = typeof value === 'string' ? parseServerDate(value) : value;
  return date ? format(date, pattern, { locale: fr }) : '';
}

export function toServerDate(date: Date): string {
  return format(date, 'yyyy-MM-dd');
}
