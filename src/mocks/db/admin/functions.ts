import type { AdminFunctionRow } from './types';

type FunctionSeed = [title: string, roleIds: number[], serviceIds?: number[]];

/**
 * The operational functions catalogue: federal functions belong to a service, the others to one
 * or more levels. 'Secrétaire' and 'Trésorier' serve at club and region levels.
 */
const seeds: FunctionSeed[] = [
  ['Administrateur de la plateforme', [1]],
  ['Directeur de la vie fédérale', [2], [1]],
  ['Chargé de mission vie fédérale', [2], [1]],
  ['Responsable de la communication', [2], [2]],
  ['Chargée de communication', [2], [2]],
  ['Directeur financier', [2], [3]],
  ['Comptable fédéral', [2], [3]],
  ['Juriste', [2], [4]],
  ['Responsable du développement', [2], [5]],
  ['Chargé de développement', [2], [5]],
  ['Président de comité régional', [3]],
  ['Conseiller technique régional', [3]],
  ['Secrétaire', [3, 5]],
  ['Trésorier', [3, 5]],
  ['Référent organisme', [4]],
  ['Correspondant partenaire', [4]],
  ['Président', [5]],
  ['Vice-président', [5]],
  ['Correspondant communication', [5]],
  ['Responsable de section', [6]],
  ['Entraîneur', [6, 7]],
  ['Éducateur sportif', [6, 7]],
  ['Responsable de catégorie', [7]],
  ['Bénévole', [8]],
  ['Rédacteur', [8]],
];

export function seedAdminFunctions(): AdminFunctionRow[] {
  return seeds.map(([title, roleIds, serviceIds = []], index) => ({
    id: index + 1,
    title,
    roleIds,
    serviceIds,
  }));
}

/** Ids by title, for the seed's own use. */
export const functionIds = Object.fromEntries(
  seeds.map(([title], index) => [title, index + 1]),
) as Record<string, number>;
