import { agreeing } from '@/shared/lib/french';

/**
 * The premium club on the home page, as docs/spec/members-area.md 2 words it: 'plus d'un million
 * d'offres' (the public guide claims '+ 180 000 avantages': the spec gives both, each in its
 * place).
 */
export const premiumBaseText =
  "Dans votre espace Mes avantages, profitez du Club PREMIUM : plus d'un million d'offres et de réductions chez nos partenaires (voyages, bien-être, sport, culture, loisirs…).";

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
