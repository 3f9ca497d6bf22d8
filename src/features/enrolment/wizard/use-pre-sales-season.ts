import { useEffect, useRef } from 'react';
import type { Membership } from '@/shared/session/schemas';
import type { ActivityCategory } from '../api/activity';
import type { Basket } from './basket';
import { seasonOfCategory, type SeasonChoice } from './category-choice';

type PreSalesInput = {
  chosenCategory: ActivityCategory | undefined;
  preSales: boolean;
  categories: readonly ActivityCategory[];
  memberships: readonly Membership[];
  seasons: SeasonChoice;
  seasonId: number | null;
  update: (patch: Partial<Basket>) => void;
};

/**
 * Once per category, when only the offers tell of pre-sales (rules/pre-sales.ts): the season the
 * choice of a pre-sales category would have taken (the next one when the current is held).
 * Running it twice changes nothing: the second run finds the season already chosen.
 */
export function usePreSalesSeason({
  chosenCategory,
  preSales,
  categories,
  memberships,
  seasons,
  seasonId,
  update,
}: PreSalesInput) {
  const applied = useRef<number | null>(null);
  useEffect(() => {
    if (!chosenCategory || chosenCategory.preSales || !preSales) return;
    if (applied.current === chosenCategory.id) return;
    applied.current = chosenCategory.id;
    const wanted = seasonOfCategory(true, categories, memberships, seasons);
    if (wanted !== null && wanted !== seasonId) {
      update({ seasonId: wanted, priceId: null, licenseLevelId: null, paymentMethodId: null });
    }
  }, [chosenCategory, preSales, categories, memberships, seasons, seasonId, update]);
}
