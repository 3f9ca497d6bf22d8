import type { z } from 'zod';
import type { licenseOptionSchema } from '@/features/enrolment/api/schemas';
import { licenseLevelIds } from '../../../db/seed/reference';
import type { CategoryRow, LicenseLevelRow, MockDb } from '../../../db/types';
import { heldLicence, licenceLevel } from './licences';
import { formatEuros } from '@/shared/lib/money';

export type LicenseOptionBody = z.input<typeof licenseOptionSchema>;

function option(level: Readonly<LicenseLevelRow>, amount: number, note: string): LicenseOptionBody {
  return {
    licenseLevelId: level.id,
    licenseLevelTitle: level.title,
    licenseAmount: amount,
    explanation: `${level.explanation} ${note}`,
  };
}

/**
 * The licences a member may take with a category, its own level first (the app preselects the
 * first). The price already includes the category's licence, so its amount is 0 ('inclue'); a
 * better level costs the difference. A premium holder pays nothing more; an access holder
 * enrolling in an access category must move up to premium and pays the difference only.
 */
export function licenceOptions(
  db: MockDb,
  category: Readonly<CategoryRow>,
  seasonId: number,
  profileId: number | undefined,
): LicenseOptionBody[] {
  const own = licenceLevel(db, category.licenseLevelId);
  const premium = licenceLevel(db, licenseLevelIds.premium);
  if (!own || !premium) return [];
  const held = heldLicence(db, profileId, seasonId);
  if (held?.id === licenseLevelIds.premium) {
    return [option(premium, 0, 'Vous la détenez déjà pour cette saison : rien de plus à régler.')];
  }
  if (held?.id === licenseLevelIds.access && own.id === licenseLevelIds.access) {
    const difference = premium.amount - held.amount;
    return [
      option(
        premium,
        difference,
        `Vous détenez déjà une licence Accès cette saison : une seconde activité demande la licence Premium, seule la différence (${formatEuros(difference)}) est due.`,
      ),
    ];
  }
  const included = option(own, 0, 'Elle est comprise dans le tarif de la catégorie.');
  if (own.id === premium.id) return [included];
  const difference = premium.amount - own.amount;
  return [
    included,
    option(
      premium,
      difference,
      `Supplément de ${formatEuros(difference)} par rapport à la licence comprise.`,
    ),
  ];
}
