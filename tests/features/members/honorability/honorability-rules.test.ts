import { describe, expect, it } from 'vitest';
import { countryNames, france } from '@/features/members/honorability/rules/countries';
import {
  canToggleFunctions,
  clearedFields,
  fieldsDisabled,
  hasFunction,
  honorabilityDefaults,
  honorabilityFormSchema,
  honorabilityPayload,
  noFunctionText,
  requiredFields,
  showsSaveButton,
  type HonorabilityInput,
} from '@/features/members/honorability/rules/honorability';

const empty = honorabilityDefaults(undefined);
const coach: HonorabilityInput = { ...empty, encadrant: true };

describe('honorability modes (members-area.md 2, 4)', () => {
  it.each([
    ['BASE', false, true],
    ['RENEW', true, false],
  ] as const)('%s: toggles functions %s, shows Sauvegarder %s', (mode, toggle, save) => {
    expect(canToggleFunctions(mode)).toBe(toggle);
    expect(showsSaveButton(mode)).toBe(save);
  });

  it.each([
    ['BASE', true, true],
    ['BASE', false, false],
    ['RENEW', true, false],
    ['RENEW', false, false],
  ] as const)(
    '%s with a declaration on file %s: fields disabled %s',
    (mode, declared, expected) => {
      expect(fieldsDisabled(mode, declared)).toBe(expected);
    },
  );

  it('defaults to France', () => {
    expect(empty.paysNaissance).toBe(france);
  });
});

describe('honorability requirements (members-area.md 4, 5)', () => {
  it.each([
    [{}, false],
    [{ encadrant: true }, true],
    [{ dirigeant: true }, true],
    [{ arbitre: true }, true],
    [{ maitreNageur: true }, true],
  ])('functions %o: at least one %s', (functions, expected) => {
    expect(hasFunction({ ...empty, ...functions })).toBe(expected);
  });

  it.each<[Partial<HonorabilityInput>, string[]]>([
    // 'none chosen clears all validators'
    [{ encadrant: false }, []],
    // France: birth name, country, city, département and commune code
    [
      { paysNaissance: 'France' },
      [
        'nomPrenomNaissance',
        'paysNaissance',
        'villeNaissance',
        'departmentNaissance',
        'villeNaissanceCode',
      ],
    ],
    // Another country: the four parents' fields instead
    [
      { paysNaissance: 'Belgique' },
      [
        'nomPrenomNaissance',
        'paysNaissance',
        'villeNaissance',
        'prenomMere',
        'nomMere',
        'prenomPere',
        'nomPere',
      ],
    ],
  ])('%o requires %o', (input, expected) => {
    expect(requiredFields({ ...coach, ...input })).toEqual(expected);
  });

  it('a coach born in France must give département and commune, not parents', () => {
    const result = honorabilityFormSchema.safeParse({
      ...coach,
      nomPrenomNaissance: 'Claire Dupont',
      villeNaissance: 'Lyon',
      prenomMere: '',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual([
      'departmentNaissance',
      'villeNaissanceCode',
    ]);
  });

  it('nothing is required without a function', () => {
    expect(honorabilityFormSchema.safeParse(empty).success).toBe(true);
  });

  it('France clears the parents; another country clears the département and the commune code', () => {
    const filled = {
      ...coach,
      departmentNaissance: '69',
      villeNaissanceCode: '69123',
      nomMere: 'Durand',
      prenomMere: 'Anne',
      nomPere: 'Dupont',
      prenomPere: 'Marc',
    };
    expect(clearedFields(filled)).toMatchObject({
      nomMere: '',
      prenomPere: '',
      departmentNaissance: '69',
    });
    expect(clearedFields({ ...filled, paysNaissance: 'Maroc' })).toMatchObject({
      departmentNaissance: '',
      villeNaissanceCode: '',
      nomMere: 'Durand',
    });
  });

  it('sends nulls for cleared fields, and only the flags without a function', () => {
    expect(
      honorabilityPayload({ ...coach, nomPrenomNaissance: 'Claire Dupont', nomMere: 'Durand' }),
    ).toMatchObject({
      encadrant: true,
      paysNaissance: 'France',
      nomMere: null,
      nomPrenomNaissance: 'Claire Dupont',
    });
    expect(honorabilityPayload({ ...empty, nomPrenomNaissance: 'x' })).toMatchObject({
      nomPrenomNaissance: null,
      paysNaissance: null,
    });
  });

  it('the world list is French, sorted and holds France', () => {
    const names = countryNames();
    expect(names).toContain('France');
    expect(names).toContain('Belgique');
    expect(names).not.toContain('Union européenne');
    expect(names.length).toBeGreaterThan(240);
    expect([...names].sort((a, b) => a.localeCompare(b, 'fr'))).toEqual(names);
  });
});

describe("without a function, the spec's sentence, agreeing with a woman (members-area.md 2)", () => {
  it.each([
    [
      'F' as const,
      "Vous n'exercez pas de fonction d'encadrement dans votre club. Vous n'êtes donc pas soumise au contrôle d'honorabilité.",
    ],
    [
      'M' as const,
      "Vous n'exercez pas de fonction d'encadrement dans votre club. Vous n'êtes donc pas soumis au contrôle d'honorabilité.",
    ],
    [
      null,
      "Vous n'exercez pas de fonction d'encadrement dans votre club. Vous n'êtes donc pas soumis au contrôle d'honorabilité.",
    ],
  ])('%s', (gender, text) => expect(noFunctionText(gender)).toBe(text));
});
