export const premiumBaseText =
  'Dans votre espace Mes avantages, profitez du Club PREMIUM : plus de 180 000 avantages et réductions chez nos partenaires (voyages, bien-être, sport, culture, loisirs…).';

export function premiumTexts(hasPremium: boolean, productName: string): string[] {
  return hasPremium
    ? [premiumBaseText]
    : [premiumBaseText, `Pensez à prendre votre licence ${productName} PREMIUM pour en profiter !`];
}

/** The development notice shows without an annual licence, outside production only. */
export function showsNoAnnualLicenceNotice(
  hasAnnualLicence: boolean,
  production: boolean,
): boolean {
  return !hasAnnualLicence && !production;
}

export const homeNewsCount = 3;
