import { format, isSameDay, subDays } from 'date-fns';
import { fr } from 'date-fns/locale';
import { formatDate } from '@/shared/lib/dates';

/**
 * The list's date as dd/MM like every date of the portal (administration.md 9 gives MM/dd, a
 * slip of the original product), the message time HH:mm (local time).
 */
export const listDate = (value: string | null): string => (value ? formatDate(value, 'dd/MM') : '');
export const messageTime = (value: string): string => formatDate(value, 'HH:mm');

/** 'sender last name and first name'. */
export const senderName = (message: { nom: string; prenom: string }): string =>
  `${message.nom} ${message.prenom}`.trim();

/**
 * The heading of a day in the conversation: 'Aujourd'hui', 'Hier', else the weekday and dd/MM
 * (dd/MM/yyyy in another year), in local time.
 */
export function dayLabel(value: string, now: Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (isSameDay(date, now)) return "Aujourd'hui";
  if (isSameDay(date, subDays(now, 1))) return 'Hier';
  const weekday = format(date, 'EEEE', { locale: fr });
  const day = formatDate(date, date.getFullYear() === now.getFullYear() ? 'dd/MM' : 'dd/MM/yyyy');
  return `${weekday.charAt(0).toUpperCase()}${weekday.slice(1)} ${day}`;
}

/** The local day of a message, to put a day's heading before its first message. */
export const dayKey = (value: string): string => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : format(date, 'yyyy-MM-dd');
};
