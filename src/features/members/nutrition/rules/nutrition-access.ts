import { hasAnnualLicence } from '@/shared/session/rules/licences';
import type { Membership } from '@/shared/session/schemas';

export type NutritionAccess = { open: true } | { open: false; reason: string };

/**
 * docs/spec/administration.md 5.8: 'Nutrition needs an annual licence' (a yearly licence among the
 * current season's memberships; unlike the premium entries, last season's does not count).
 * The page applies the same rule as the applications bar, for an address typed by hand.
 */
export function nutritionAccess(
  memberships: readonly Membership[],
  productName: string,
): NutritionAccess {
  return hasAnnualLicence(memberships)
    ? { open: true }
    : {
        open: false,
        reason: `Vous avez besoin d'une licence ${productName} annuelle pour accéder aux fiches nutrition.`,
      };
}
