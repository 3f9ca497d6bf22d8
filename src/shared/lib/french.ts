/** French wording shared by the portal's texts: plurals and the elision of 'de'. */

/** '1 jeton', '0 jeton', '3 jetons': French keeps the singular below 2. */
export function countOf(count: number, singular: string, plural = `${singular}s`): string {
  return `${count} ${nounFor(count, singular, plural)}`;
}

/** The noun alone, agreeing with a count: 'jeton' or 'jetons'. */
export function nounFor(count: number, singular: string, plural = `${singular}s`): string {
  return Math.abs(count) >= 2 ? plural : singular;
}

const vowel = /^[aeiouyàâäéèêëîïôöùûüœæ]/i;
const muteH = /^h[aeiouyàâéèêîôû]/i;
// An initialism read letter by letter whose first letter sounds with a vowel ('effe', 'èl'...).
const vowelSoundingInitial = /^[FHLMNRSX][A-Z]/;

/** 'de' before a name, elided before a vowel sound: "d'AMSF Lyon", 'de Villeurbanne'. */
export function ofName(name: string): string {
  const trimmed = name.trim();
  const elided = vowel.test(trimmed) || muteH.test(trimmed) || vowelSoundingInitial.test(trimmed);
  return elided ? `d'${trimmed}` : `de ${trimmed}`;
}

/**
 * A word agreeing with a person's gender (M or F); undefined when the gender is unknown, so that
 * the caller rewords its sentence: the portal writes no 'inscrit(e)' nor 'inscrit·e'.
 */
export function agreeing(
  gender: 'M' | 'F' | null | undefined,
  masculine: string,
  feminine = `${masculine}e`,
): string | undefined {
  if (gender === 'F') return feminine;
  if (gender === 'M') return masculine;
  return undefined;
}
