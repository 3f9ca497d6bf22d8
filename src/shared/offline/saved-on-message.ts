import { formatDate } from '../lib/dates';

/**
 * The notice above a copy shown from the device: 'Hors ligne : carte enregistrée le 03/11/2026',
 * 'Hors ligne : séances enregistrées le 03/11/2026' (docs/adr/0016-installable-portal.md).
 */
export function savedOnMessage(savedAt: string, what = 'carte enregistrée'): string {
  const date = formatDate(savedAt);
  return date ? `Hors ligne : ${what} le ${date}` : `Hors ligne : ${what}`;
}
