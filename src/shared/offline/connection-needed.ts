/** What read-only screens say offline (docs/adr/0016-installable-portal.md). */
export const connectionNeededNotice =
  "La réservation et l'annulation demandent une connexion : elles seront possibles au retour du réseau.";

/** A booking or cancelling button's label without a network: it says why instead of failing. */
export function labelWithoutConnection(label: string, online: boolean): string {
  return online ? label : `${label} (connexion requise)`;
}
