import type { PassOffer } from '../../api/get-offers';

/** Les offres: the selected club's offers sorted by price (prix), cheapest first. */
export function offersByPrice(offers: readonly PassOffer[]): PassOffer[] {
  return [...offers].sort((a, b) => a.prix - b.prix || a.offreNom.localeCompare(b.offreNom));
}
