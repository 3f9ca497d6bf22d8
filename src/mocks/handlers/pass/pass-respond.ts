import { HttpResponse, type JsonBodyType } from 'msw';

/**
 * The PASS server names its fields itself ('clubId', 'idClub'): unlike the main API they are
 * never '{product}…', so answers go out as written. The mock's views type the body; the answer
 * is checked against docs/openapi/pass-api.yaml by the router's contract gate.
 */
export function passJson(body: unknown): Response {
  return HttpResponse.json(body as JsonBodyType);
}

/** Commands answer in plain text, as the real PASS server does (docs/spec/members-area.md 8). */
export function passText(text: string, status = 200): Response {
  return new HttpResponse(text, {
    status,
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

export const passMessages = {
  booked: 'Votre réservation est confirmée.',
  full: 'Cette séance est complète.',
  noOffer: "Vous devez disposer d'une offre compatible pour réserver cette séance.",
  alreadyBooked: 'Vous avez déjà réservé cette séance.',
  past: 'Cette séance est déjà passée.',
  cancelled: 'Réservation annulée',
  updated: 'Séance mise à jour',
  unknownSession: 'Séance introuvable.',
  unknownReservation: 'Réservation introuvable.',
  notYours: "Cette action n'est pas autorisée pour ce compte.",
  notCoach: 'Seul le coach de la séance peut la modifier.',
  invalidAddress: "L'adresse, le code postal et la ville de la séance sont obligatoires.",
  windowOpensAt: (date: string) => `Vous pourrez réserver cette séance à partir du ${date}`,
  tooLate: (hours: number) =>
    `Vous ne pouvez plus annuler une réservation moins de ${hours} heures avant la séance.`,
} as const;
