import { formatDate } from '../lib/dates';

/** The notice above a card shown from the device's copy: 'Hors ligne : carte enregistrée le 03/11/2026'. */
export function savedOnMessage(savedAt: string): string {
  const date = formatDate(savedAt);
  return date ? `Hors ligne : carte enregistrée le ${date}` : 'Hors ligne : carte enregistrée';
}
