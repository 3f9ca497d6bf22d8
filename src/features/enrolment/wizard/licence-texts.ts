import { licenceLevels } from '../rules/amounts';

const insurance = 'La meilleure assurance sportive';

/** Level 1 (premium) lists four benefits, level 2 none, level 3 the insurance only. */
const benefitsByLevel: Record<number, string[]> = {
  [licenceLevels.premium]: [
    insurance,
    'Aucune autre licence à prendre pour une autre activité dans un club du réseau',
    'L’accès au club premium et à ses réductions',
    'L’accès au club premium numérique',
  ],
  [licenceLevels.access]: [],
  [licenceLevels.event]: [insurance],
};

export function licenceBenefits(levelId: number): string[] {
  return benefitsByLevel[levelId] ?? [];
}

/** One picture per level id, served from public/images/licences. */
export function licenceImage(levelId: number): string {
  return `/images/licences/licence-${levelId}.svg`;
}

/** Titles come as 'licence Premium': shown as 'Licence Premium'. */
export function licenceTitle(title: string): string {
  return title.charAt(0).toUpperCase() + title.slice(1);
}
