/**
 * The premium licence's four benefits (docs/spec/enrolment.md 'Licence step', level 1), in French.
 */
export function premiumBenefits(productName: string): string[] {
  return [
    'La meilleure assurance sportive',
    `Aucune autre licence à prendre pour une autre activité dans un club ${productName}`,
    "L'accès au Club PREMIUM et à ses réductions chez nos partenaires",
    `L'accès au DIGICLUB PREMIUM by ${productName}, le club de sport numérique`,
  ];
}
