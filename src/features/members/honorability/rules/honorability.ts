import { z } from 'zod';
import type { Honorability } from '../../api/honorability-schema';
import { france } from './countries';

export type HonorabilityMode = 'BASE' | 'RENEW';

export const functionLabels = {
  encadrant: 'Encadrant',
  dirigeant: 'Dirigeant',
  arbitre: 'Arbitre',
  maitreNageur: 'Maître nageur',
} as const;
export type HonorabilityFunction = keyof typeof functionLabels;
export const functionNames = Object.keys(functionLabels) as HonorabilityFunction[];

/** docs/spec/members-area.md 2, without a function: the spec's sentence, word for word. */
const noFunctionSentence =
  "Vous n'exercez pas de fonction d'encadrement dans votre club. Vous n'êtes donc pas soumis au contrôle d'honorabilité.";

/**
 * The same sentence agreeing with a woman ('soumise', docs/spec-deviations.md); the spec's own
 * wording for a man and when the profile gives no gender.
 */
export function noFunctionText(gender: 'M' | 'F' | null | undefined): string {
  return gender === 'F' ? noFunctionSentence.replace('soumis ', 'soumise ') : noFunctionSentence;
}

const requiredMessage = 'Ce champ est requis';

export type HonorabilityInput = {
  encadrant: boolean;
  dirigeant: boolean;
  arbitre: boolean;
  maitreNageur: boolean;
  nomPrenomNaissance: string;
  paysNaissance: string;
  departmentNaissance: string;
  villeNaissance: string;
  villeNaissanceCode: string;
  prenomMere: string;
  nomMere: string;
  prenomPere: string;
  nomPere: string;
};

export function hasFunction(values: Pick<HonorabilityInput, HonorabilityFunction>): boolean {
  return functionNames.some((name) => values[name]);
}

/** 'Toggling a function is only possible in RENEW mode'. */
export const canToggleFunctions = (mode: HonorabilityMode) => mode === 'RENEW';
/** ''Sauvegarder' shows only in BASE mode'. */
export const showsSaveButton = (mode: HonorabilityMode) => mode === 'BASE';

/**
 * 'Fields disabled in BASE mode': the declaration is made once. Designed: in BASE mode the
 * fields stay open until a complete declaration is on file, so that a member asked for it can
 * give it; afterwards only the club changes it (the note says so).
 */
export function fieldsDisabled(mode: HonorabilityMode, declared: boolean): boolean {
  return mode === 'BASE' && declared;
}

/** Which fields are required, from the sentences of docs/spec/members-area.md 4 and 5. */
export type HonorabilityTextField = Exclude<keyof HonorabilityInput, HonorabilityFunction>;

export function requiredFields(values: HonorabilityInput): HonorabilityTextField[] {
  if (!hasFunction(values)) return [];
  const common: HonorabilityTextField[] = ['nomPrenomNaissance', 'paysNaissance', 'villeNaissance'];
  return values.paysNaissance === france
    ? [...common, 'departmentNaissance', 'villeNaissanceCode']
    : [...common, 'prenomMere', 'nomMere', 'prenomPere', 'nomPere'];
}

/** France clears the parents; another country clears the département and the commune code. */
export function clearedFields(values: HonorabilityInput): HonorabilityInput {
  return values.paysNaissance === france
    ? { ...values, prenomMere: '', nomMere: '', prenomPere: '', nomPere: '' }
    : { ...values, departmentNaissance: '', villeNaissanceCode: '' };
}

export const honorabilityFormSchema = z
  .object({
    encadrant: z.boolean(),
    dirigeant: z.boolean(),
    arbitre: z.boolean(),
    maitreNageur: z.boolean(),
    nomPrenomNaissance: z.string(),
    paysNaissance: z.string(),
    departmentNaissance: z.string(),
    villeNaissance: z.string(),
    villeNaissanceCode: z.string(),
    prenomMere: z.string(),
    nomMere: z.string(),
    prenomPere: z.string(),
    nomPere: z.string(),
  })
  .superRefine((values, context) => {
    for (const field of requiredFields(values)) {
      if (!values[field].trim()) {
        context.addIssue({ code: 'custom', path: [field], message: requiredMessage });
      }
    }
  });

export function honorabilityDefaults(on: Honorability | undefined): HonorabilityInput {
  return {
    encadrant: on?.encadrant ?? false,
    dirigeant: on?.dirigeant ?? false,
    arbitre: on?.arbitre ?? false,
    maitreNageur: on?.maitreNageur ?? false,
    nomPrenomNaissance: on?.nomPrenomNaissance ?? '',
    paysNaissance: on?.paysNaissance ?? france,
    departmentNaissance: on?.departmentNaissance ?? '',
    villeNaissance: on?.villeNaissance ?? '',
    villeNaissanceCode: on?.villeNaissanceCode ?? '',
    prenomMere: on?.prenomMere ?? '',
    nomMere: on?.nomMere ?? '',
    prenomPere: on?.prenomPere ?? '',
    nomPere: on?.nomPere ?? '',
  };
}

/** A declaration is on file when a function is held and its required fields are filled. */
export function isDeclared(on: Honorability | undefined): boolean {
  if (!on) return false;
  const values = honorabilityDefaults(on);
  return (
    hasFunction(values) &&
    on.paysNaissance !== null &&
    requiredFields(values).every((field) => values[field].trim() !== '')
  );
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** What is sent: the cleared fields as null; no function, nothing but the four flags. */
export function honorabilityPayload(values: HonorabilityInput): Honorability {
  const cleared = clearedFields(values);
  const any = hasFunction(values);
  const keep = (text: string) => (any ? orNull(text) : null);
  return {
    encadrant: values.encadrant,
    dirigeant: values.dirigeant,
    arbitre: values.arbitre,
    maitreNageur: values.maitreNageur,
    nomPrenomNaissance: keep(cleared.nomPrenomNaissance),
    paysNaissance: keep(cleared.paysNaissance),
    departmentNaissance: keep(cleared.departmentNaissance),
    villeNaissance: keep(cleared.villeNaissance),
    villeNaissanceCode: keep(cleared.villeNaissanceCode),
    prenomMere: keep(cleared.prenomMere),
    nomMere: keep(cleared.nomMere),
    prenomPere: keep(cleared.prenomPere),
    nomPere: keep(cleared.nomPere),
  };
}
