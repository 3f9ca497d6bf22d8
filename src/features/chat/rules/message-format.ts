import { formatDate } from '@/shared/lib/dates';

/** administration.md 9: date in the list MM/dd, message time HH:mm (local time). */
export const listDate = (value: string | null): string => (value ? formatDate(value, 'MM/dd') : '');
export const messageTime = (value: string): string => formatDate(value, 'HH:mm');

/** 'sender last name and first name'. */
export const senderName = (message: { nom: string; prenom: string }): string =>
  `${message.nom} ${message.prenom}`.trim();
