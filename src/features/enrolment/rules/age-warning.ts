import { isTooOld, isTooYoung, type AgeBounds } from './age';

export type AgeWarning = { kind: 'too-young' | 'too-old'; message: string };

export const ageWarningQuestion = 'Êtes-vous sûr de vouloir continuer ?';

/** The category step's warning (section 5); the user may still continue. */
export function ageWarning(bounds: AgeBounds, months: number | undefined): AgeWarning | null {
  if (months === undefined) return null;
  if (isTooYoung(bounds, months)) {
    return {
      kind: 'too-young',
      message: `Cette catégorie s'adresse aux ${bounds.minAge} ans et plus.`,
    };
  }
  if (isTooOld(bounds, months)) {
    return {
      kind: 'too-old',
      message: `Cette catégorie n'est pas recommandée pour les plus de ${bounds.maxAge} ans.`,
    };
  }
  return null;
}
