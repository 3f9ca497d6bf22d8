import { agreeing } from '@/shared/lib/french';

/**
 * The premium club's number of advantages, one figure for the home page and the visitor guide
 * (members-area.md 2 gives 'plus d'un million d'offres' on the home and '+ 180 000 avantages' in the
 * guide: one fact, one figure, the lower claim that holds under both).
 */
export const premiumClubAdvantages = '180 000';

export const premiumBaseText = `Dans votre espace Mes avantages, profitez du Club PREMIUM : plus de ${premiumClubAdvantages} avantages et réductions chez nos partenaires (voyages, bien-être, sport, culture, loisirs…).`;

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

/**
 * The renewal block's opening: agreeing with the member when the profile gives a gender, else a
 * wording that needs no agreement (no 'inscrit(e)').
 */
export function lastSeasonIntro(gender: 'M' | 'F' | null | undefined): string {
  const registered = agreeing(gender, 'inscrit');
  return registered
    ? `Vous étiez ${registered} la saison dernière à ces activités :`
    : 'Vos activités de la saison dernière :';
}
