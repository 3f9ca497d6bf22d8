import { isSameDay, subDays } from 'date-fns';
import { formatDate, longDay, toServerDate } from '@/shared/lib/dates';

/**
 * The list's date as dd/MM like every date of the portal (docs/spec/administration.md 9 gives
 * MM/dd, a slip of the original product), the message time HH:mm (local time).
 */
export const listDate = (value: string | null): string => (value ? formatDate(value, 'dd/MM') : '');
export const messageTime = (value: string): string => formatDate(value, 'HH:mm');

/** 'sender last name and first name'. */
export const senderName = (message: { nom: string; prenom: string }): string =>
  `${message.nom} ${message.prenom}`.trim();

/**
 * The heading of a day in the conversation (local time): 'Aujourd'hui', 'Hier', else the weekday,
 * day and month in words, 'Lundi 23 novembre', with the year when it is not this one. Capitalised
 * like the two others and like the PASS programme's day headings.
 */
export function dayLabel(value: string, now: Date): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  if (isSameDay(date, now)) return "Aujourd'hui";
  if (isSameDay(date, subDays(now, 1))) return 'Hier';
  const label = longDay(date, date.getFullYear() !== now.getFullYear());
  return `${label.charAt(0).toUpperCase()}${label.slice(1)}`;
}

/** The local day of a message, to put a day's heading before its first message. */
export const dayKey = (value: string): string => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : toServerDate(date);
};
