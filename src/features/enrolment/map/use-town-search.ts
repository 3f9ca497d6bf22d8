import { useState } from 'react';
import { useGeocodeTownQuery } from '../api/geocode-town';
import type { Near } from './rules/distance';
import { mayNameTown, townAnswersSearch, townRadiusKm, type Town } from './rules/town-search';

/** The search as the map and the list apply it: its words, and the town they name if any. */
export type AppliedSearch = { search: string; town: Town | null; near: Near | null };

const nothing: AppliedSearch = { search: '', town: null, near: null };

/**
 * Asks the address service whether the (debounced) search names a town. The search applies once
 * the answer is in, so the list does not show the name matches and then, a moment later, the
 * clubs around the town: one change per search. Without an answer (failure) it applies as words.
 */
export function useTownSearch(clientId: number, search: string): AppliedSearch {
  const asked = mayNameTown(search);
  const lookup = useGeocodeTownQuery({ clientId, search }, { skip: !asked });
  const [applied, setApplied] = useState<AppliedSearch>(nothing);
  const waiting = asked && (lookup.isFetching || lookup.isLoading || lookup.isUninitialized);
  if (!waiting) {
    const town = asked && lookup.currentData ? lookup.currentData : null;
    const named = town && townAnswersSearch(search, town) ? town : null;
    const sameTown =
      applied.town?.name === named?.name &&
      applied.town?.lat === named?.lat &&
      applied.town?.lng === named?.lng;
    if (applied.search !== search || !sameTown) {
      // Derived from the answer during render (React's 'storing information from previous
      // renders'), so that the filter changes in the same render as the answer arrives.
      setApplied({
        search,
        town: named,
        near: named ? { lat: named.lat, lng: named.lng, radiusKm: townRadiusKm } : null,
      });
    }
  }
  return applied;
}
