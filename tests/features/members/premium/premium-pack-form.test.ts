import { describe, expect, it } from 'vitest';
import {
  expressPayload,
  formatFirstname,
  formatLastname,
  premiumBirthdayProblem,
  premiumPackDefaults,
  premiumPackMessages,
  premiumPackSchema,
  type PremiumPackInput,
} from '@/features/members/premium/rules/premium-pack-form';

const today = new Date(2026, 10, 23, 15, 0);

const valid: PremiumPackInput = {
  ...premiumPackDefaults,
  lastname: 'DURAND',
  firstname: 'Léa',
  gender: 'F',
  birthday: '14/02/1990',
  address: '3 rue des Lilas',
  postalCode: '69003',
  city: 'Lyon',
  email: 'lea.durand@exemple.fr',
  password: 'secret42',
  confirmation: 'secret42',
  retractation: true,
};

function messagesFor(change: Partial<PremiumPackInput>, taken: string[] = []) {
  const result = premiumPackSchema(taken, () => today).safeParse({ ...valid, ...change });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('the premium pack form (members-area.md 5)', () => {
  it.each<[string, Partial<PremiumPackInput>, string[], Record<string, string>]>([
    ['a complete form', {}, [], {}],
    ['firstname required', { firstname: ' ' }, [], { firstname: premiumPackMessages.required }],
    ['lastname required', { lastname: '' }, [], { lastname: premiumPackMessages.required }],
    ['gender required', { gender: '' }, [], { gender: premiumPackMessages.gender }],
    ['address required', { address: '' }, [], { address: premiumPackMessages.required }],
    ['city required', { city: '' }, [], { city: premiumPackMessages.required }],
    [
      'postal code of 4 digits',
      { postalCode: '6900' },
      [],
      { postalCode: premiumPackMessages.postalCode },
    ],
    ['postal code required', { postalCode: '' }, [], { postalCode: premiumPackMessages.required }],
    ['email format', { email: 'lea@' }, [], { email: premiumPackMessages.email }],
    ['email required', { email: '' }, [], { email: premiumPackMessages.required }],
    [
      'email taken (any case)',
      { email: 'Lea.Durand@exemple.fr' },
      ['lea.durand@exemple.fr'],
      { email: 'Ce compte existe déjà.' },
    ],
    [
      'password of 6 characters',
      { password: 'abc123', confirmation: 'abc123' },
      [],
      { password: premiumPackMessages.passwordLength },
    ],
    ['password of 7 characters', { password: 'abc1234', confirmation: 'abc1234' }, [], {}],
    [
      'confirmation differs',
      { confirmation: 'secret43' },
      [],
      { confirmation: 'Les mots de passe ne correspondent pas.' },
    ],
    [
      'confirmation required',
      { confirmation: '' },
      [],
      { confirmation: premiumPackMessages.required },
    ],
    [
      'birthday after today',
      { birthday: '24/11/2026' },
      [],
      { birthday: premiumPackMessages.birthdayFuture },
    ],
    ['birthday today is not after today', { birthday: '23/11/2026' }, [], {}],
    [
      'birthday not a date',
      { birthday: '31/02/1990' },
      [],
      { birthday: premiumPackMessages.birthdayFormat },
    ],
    ['newsletter and partners optional', { newsletter: true, partnerContact: true }, [], {}],
  ])('%s', (_case, change, taken, expected) => {
    expect(messagesFor(change, taken)).toEqual(expected);
  });

  it('starts with the retractation waiver unticked and refuses the form until it is ticked', () => {
    expect(premiumPackDefaults.retractation).toBe(false);
    expect(messagesFor({ retractation: false })).toEqual({
      retractation: premiumPackMessages.waiver,
    });
  });

  it.each([
    ['', undefined],
    ['01/01/2000', undefined],
    ['2000-01-01', premiumPackMessages.birthdayFormat],
  ] as const)('birthday %j', (text, expected) => {
    const problem = premiumBirthdayProblem(text, today);
    expect(problem).toBe(text === '' ? premiumPackMessages.required : expected);
  });

  it.each([
    ['durand', 'DURAND'],
    ['de la tour', 'DE LA TOUR'],
    ['élodie', 'ÉLODIE'],
  ])('last name %j is forced to upper case', (typed, shown) => {
    expect(formatLastname(typed)).toBe(shown);
  });

  it.each([
    ['léa', 'Léa'],
    ['jean-marc', 'Jean-Marc'],
  ])('first name %j gets its capital', (typed, shown) => {
    expect(formatFirstname(typed)).toBe(shown);
  });

  it('sends the express account payload with the spec field names', () => {
    const values = premiumPackSchema([], () => today).parse({ ...valid, newsletter: true });
    expect(expressPayload(values, 'https://portail.example.fr/premium-pack')).toEqual({
      email: 'lea.durand@exemple.fr',
      firstname: 'Léa',
      lastname: 'DURAND',
      password: 'secret42',
      birthday: '1990-02-14',
      gender: 'F',
      adress: '3 rue des Lilas',
      postalCode: '69003',
      city: 'Lyon',
      newsletter: true,
      partnerContact: false,
      fromUrl: 'https://portail.example.fr/premium-pack',
      licenceByEmail: true,
    });
  });
});
