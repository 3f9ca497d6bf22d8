import type { PassOffer } from '../../api/get-offers';
import { hasNotEnded } from '../../account/rules/usable-offers';
import { compareFrench } from '@/shared/lib/french-order';

/** Les offres: the selected club's offers sorted by price (prix), cheapest first. */
export function offersByPrice(offers: readonly PassOffer[]): PassOffer[] {
  return [...offers].sort((a, b) => a.prix - b.prix || compareFrench(a.offreNom, b.offreNom));
}

/**
 * What Les offres lists: the offers a member can still buy, by price. An offer whose end date
 * (dateFin) is past, or that the club no longer runs (actif false), is left out rather than marked
 * 'Terminée': the catalogue is a shop window, and the spec keeps a session's offers by the same
 * rule (docs/spec/members-area.md 4, 'Session offers are kept only if the end date is not past and the offer
 * is active'). An offer ends at the end of its last day.
 */
export function catalogueOffers(offers: readonly PassOffer[], today: string): PassOffer[] {
  return offersByPrice(offers.filter((offer) => offer.actif && hasNotEnded(offer.dateFin, today)));
}
