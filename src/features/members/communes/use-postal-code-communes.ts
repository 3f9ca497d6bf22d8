import { skipToken } from '@reduxjs/toolkit/query';
import { useGetCommunesByPostalCodeQuery } from '../api/get-communes-by-postal-code';
import type { Commune } from '../api/geo-schemas';
import { useDebouncedValue } from '@/shared/lib/use-debounced-value';
import { communeLookupDelayMs, isLookupPostalCode, sortCommunes } from './rules/communes';

/** The communes of a complete postal code, looked up 300 ms after it stops changing, by name. */
export function usePostalCodeCommunes(postalCode: string): {
  communes: Commune[];
  lookedUp: string | null;
} {
  const settled = useDebouncedValue(postalCode, communeLookupDelayMs);
  const lookup = isLookupPostalCode(settled) && settled === postalCode ? settled : null;
  const { currentData } = useGetCommunesByPostalCodeQuery(lookup ?? skipToken);
  return { communes: lookup && currentData ? sortCommunes(currentData) : [], lookedUp: lookup };
}
