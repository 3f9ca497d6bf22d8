import { licenceLevelIds } from '../../../db/seed/reference';
import type { CategoryRow, LicenceLevelRow, MockDb } from '../../../db/types';
import { heldLicence, licenceLevel } from './licences';
import { formatEuros } from '@/shared/lib/money';

/** A licence option as answered (docs/openapi/main-api.yaml LicenseOption). */
export type LicenceOptionBody = ReturnType<typeof option>;

function option(level: Readonly<LicenceLevelRow>, amount: number, note: string) {
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
): LicenceOptionBody[] {
  const own = licenceLevel(db, category.licenseLevelId);
  const premium = licenceLevel(db, licenceLevelIds.premium);
  if (!own || !premium) return [];
  const held = heldLicence(db, profileId, seasonId);
  if (held?.id === licenceLevelIds.premium) {
    return [option(premium, 0, 'Vous la détenez déjà pour cette saison : rien de plus à régler.')];
  }
  if (held?.id === licenceLevelIds.access && own.id === licenceLevelIds.access) {
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
