import { describe, expect, it } from 'vitest';
import {
  personalFormSchema,
  phonePattern,
  type PersonalFormInput,
} from '@/features/members/personal-info/rules/personal-form';
import {
  birthdayMustBePast,
  genderRequired,
  personalFormContextOf,
  personalFormLocks,
  showsIdentityHint,
  showsSaveButton,
  showsSecondEmail,
  type PersonalFormContext,
  type PersonalFormLocks,
} from '@/features/members/personal-info/rules/personal-form-context';
import {
  personalFormDefaults,
  profilePayload,
} from '@/features/members/personal-info/rules/personal-form-values';
import type { PersonalFormMode } from '@/features/members/rules/personal-info';
import { apiProfile, membership } from '../../../factories';
import { emptyHonorability } from '@/features/members/api/honorability-schema';

const today = () => new Date(2025, 9, 15);

const context = (overrides: Partial<PersonalFormContext> = {}): PersonalFormContext => ({
  mode: 'edit',
  exists: true,
  hasMemberships: false,
  known: { gender: 'F', birthday: '1984-03-12' },
  ...overrides,
});

const valid: PersonalFormInput = {
  firstname: 'Claire',
  lastname: 'Martin',
  gender: 'F',
  birthday: '12/03/1984',
  secondEmail: '',
  address: '14 rue Victor Hugo',
  addressContinued: '',
  postalCode: '69002',
  city: 'Lyon',
  mobilePhone: '06.12.34.56.78',
  phone: '',
  profession: '',
  functionPublic: false,
  agreementDiffusionImage: true,
  agreementInfoFederation: true,
  agreementInfoClub: true,
  agreementInfoRegion: true,
  agreementInfoPartner: true,
};

function problems(input: Partial<PersonalFormInput>, ctx = context()): Record<string, string> {
  const result = personalFormSchema(ctx, today).safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('personal form modes (members-area.md 2 and 5)', () => {
  const unlocked = { firstname: false, lastname: false, gender: false, birthday: false };
  const licensed = { firstname: true, lastname: true, gender: true, birthday: true };
  it.each<[PersonalFormMode, string, PersonalFormLocks, boolean, boolean]>([
    // mode, identity locks, 'Sauvegarder' shown, hint 'Ne peut être mis à jour en cours de saison'
    ['edit', 'a licensed person', licensed, true, true],
    ['edit', 'only the gender', { ...unlocked, gender: true }, true, true],
    ['edit', 'nothing locked', unlocked, true, false],
    // The spec shows the hint on a new member's empty form too: corrected.
    ['new', 'nothing locked', unlocked, true, false],
    ['renew', 'a licensed person', licensed, false, false],
  ])('%s, %s: save button %s, identity hint %s', (mode, _locks, locks, save, hint) => {
    expect(showsSaveButton(mode)).toBe(save);
    expect(showsIdentityHint(mode, locks)).toBe(hint);
  });

  it.each<[PersonalFormMode, boolean, boolean]>([
    // 'gender required when the person exists or in edit mode'
    ['new', false, false],
    ['edit', true, true],
    ['edit', false, true],
    ['renew', true, true],
    ['renew', false, false],
  ])('mode %s, person exists %s: gender required %s', (mode, exists, expected) => {
    expect(genderRequired({ mode, exists })).toBe(expected);
  });

  it.each<[PersonalFormMode, boolean, boolean]>([
    // 'a custom validator for existing person or renewal'
    ['new', false, false],
    ['edit', true, true],
    ['renew', false, true],
  ])('mode %s, person exists %s: birthday must be past %s', (mode, exists, expected) => {
    expect(birthdayMustBePast({ mode, exists })).toBe(expected);
  });

  it.each([
    // 'optional secondary mail shown only when the person has no id'
    [false, true],
    [true, false],
  ])('person exists %s: secondary e-mail shown %s', (exists, expected) => {
    expect(showsSecondEmail({ exists })).toBe(expected);
  });
});

describe('personal form context', () => {
  const onFile = (memberships: number) => ({
    ...apiProfile({ gender: 'M', birthday: '1980-12-20' }),
    memberships: Array.from({ length: memberships }, () => membership({ season: '2025/2026' })),
    secondEmail: null,
    profession: null,
    functionPublic: false,
    agreementDiffusionImage: false,
    agreementInfoFederation: false,
    agreementInfoRegion: false,
    agreementInfoClub: false,
    agreementInfoPartner: false,
    honorabilite: emptyHonorability,
  });
  it.each<[PersonalFormMode, number | null, PersonalFormContext]>([
    // mode, memberships of the person on file (null: none on file) -> context
    [
      'edit',
      1,
      {
        mode: 'edit',
        exists: true,
        hasMemberships: true,
        known: { gender: 'M', birthday: '1980-12-20' },
      },
    ],
    [
      'renew',
      0,
      {
        mode: 'renew',
        exists: true,
        hasMemberships: false,
        known: { gender: 'M', birthday: '1980-12-20' },
      },
    ],
    [
      'new',
      1,
      {
        mode: 'new',
        exists: false,
        hasMemberships: false,
        known: { gender: null, birthday: null },
      },
    ],
    [
      'edit',
      null,
      {
        mode: 'edit',
        exists: false,
        hasMemberships: false,
        known: { gender: null, birthday: null },
      },
    ],
  ])('%s with %s memberships on file', (mode, memberships, expected) => {
    const person = memberships === null ? null : onFile(memberships);
    expect(personalFormContextOf(mode, person)).toEqual(expected);
  });
});

describe('personal form locks', () => {
  it.each<[PersonalFormMode, boolean, 'M' | 'F' | null, boolean, boolean]>([
    // mode, memberships, known gender -> names locked, gender locked
    ['edit', true, 'F', true, true],
    ['edit', true, null, true, false],
    ['edit', false, 'F', false, false],
    ['renew', true, 'M', false, true],
    ['renew', false, 'M', false, false],
  ])(
    '%s with memberships %s and gender %s: names %s, gender %s',
    (mode, hasMemberships, gender, names, genderLock) => {
      const locks = personalFormLocks(
        context({ mode, hasMemberships, known: { gender, birthday: '1984-03-12' } }),
      );
      expect(locks.firstname).toBe(names);
      expect(locks.lastname).toBe(names);
      expect(locks.gender).toBe(genderLock);
    },
  );

  it('a new member has nothing locked', () => {
    const locks = personalFormLocks(
      context({
        mode: 'new',
        exists: false,
        hasMemberships: false,
        known: { gender: null, birthday: null },
      }),
    );
    expect(Object.values(locks)).toEqual([false, false, false, false]);
  });
});

describe('personal form validators', () => {
  it('accepts a complete form', () => {
    expect(problems({})).toEqual({});
  });

  it.each<[Partial<PersonalFormInput>, string, string]>([
    [{ firstname: ' ' }, 'firstname', 'Ce champ est requis'],
    [{ lastname: '' }, 'lastname', 'Ce champ est requis'],
    [{ gender: '' }, 'gender', 'Choisissez un sexe'],
    [{ birthday: '' }, 'birthday', 'Ce champ est requis'],
    [
      { birthday: '31/02/1984' },
      'birthday',
      'Date invalide : utilisez le format jj/mm/aaaa, par exemple 20/12/1980',
    ],
    [{ birthday: '16/10/2025' }, 'birthday', 'La date de naissance doit être passée'],
    [{ address: '' }, 'address', 'Ce champ est requis'],
    [{ postalCode: '' }, 'postalCode', 'Ce champ est requis'],
    [{ postalCode: '6900' }, 'postalCode', 'Le code postal doit contenir 5 chiffres'],
    [{ postalCode: '69a02' }, 'postalCode', 'Le code postal doit contenir 5 chiffres'],
    [{ city: '' }, 'city', 'Ce champ est requis'],
    [{ mobilePhone: '' }, 'mobilePhone', 'Ce champ est requis'],
    [
      { mobilePhone: '.06.12' },
      'mobilePhone',
      'Numéro invalide : chiffres et points, au format 06.12.34.56.78',
    ],
    [
      { phone: '04.78.42.19.36.' },
      'phone',
      'Numéro invalide : chiffres et points, au format 06.12.34.56.78',
    ],
    [
      { mobilePhone: '06.12' },
      'mobilePhone',
      'Numéro invalide : chiffres et points, au format 06.12.34.56.78',
    ],
    [
      { phone: '04.78.42.19.36.99' },
      'phone',
      'Numéro invalide : chiffres et points, au format 06.12.34.56.78',
    ],
    [{ secondEmail: 'pas-un-mail' }, 'secondEmail', 'Format email invalide'],
    [{ profession: 'x'.repeat(21) }, 'profession', '20 caractères au maximum'],
  ])('%o is refused on %s: %s', (input, field, message) => {
    expect(problems(input)[field]).toBe(message);
  });

  it.each([
    [{ phone: '' }],
    [{ phone: '04.78.42.19.36' }],
    [{ profession: 'x'.repeat(20) }],
    [{ secondEmail: 'a@b.fr' }],
  ])('%o is accepted', (input) => {
    expect(problems(input)).toEqual({});
  });

  it('a child may leave the mobile empty: a new one is sent without it, one on file with null', () => {
    const child = { birthday: '15/10/2015', mobilePhone: '' };
    expect(problems(child)).toEqual({});
    const values = personalFormSchema(context(), today).parse({ ...valid, ...child });
    // PUT keeps a field left out: clearing the number on file needs the null.
    expect(profilePayload(values, 'edit')).toHaveProperty('mobilePhone', null);
    expect(profilePayload(values, 'new')).not.toHaveProperty('mobilePhone');
  });

  it.each([
    ['an adult without a mobile', { birthday: '12/03/1984', mobilePhone: '' }, true],
    ['a child of 10 without one', { birthday: '15/10/2015', mobilePhone: '' }, false],
    ['a child of 10 with one', { birthday: '15/10/2015', mobilePhone: '06.12.34.56.78' }, false],
    ['a child with half a number', { birthday: '15/10/2015', mobilePhone: '06.12' }, true],
  ])('%s: the mobile is refused: %s', (_who, input, refused) => {
    expect('mobilePhone' in problems(input)).toBe(refused);
  });

  it('the mobile a child gives is sent, its digits only', () => {
    const child = { birthday: '15/10/2015', mobilePhone: '06.12.34.56.78' };
    const values = personalFormSchema(context(), today).parse({ ...valid, ...child });
    expect(profilePayload(values, 'new')).toHaveProperty('mobilePhone', '0612345678');
  });

  it('a new member may leave the gender empty and give a future-looking birth date only if it is real', () => {
    const ctx = context({ mode: 'new', exists: false, known: { gender: null, birthday: null } });
    expect(problems({ gender: '' }, ctx)).toEqual({});
    expect(problems({ birthday: '1/1' }, ctx).birthday).toBeDefined();
  });

  it.each([
    ['06.12.34.56.78', true],
    ['0612345678', true],
    ['6', false],
    ['06.', false],
    ['.06', false],
    ['06-12', false],
  ])('phone pattern: %s is %s', (text, expected) => {
    expect(phonePattern.test(text)).toBe(expected);
  });
});

describe('personal form defaults and payload', () => {
  it('a new member starts with no consent given (corrected: the spec ticks them) and the family address', () => {
    const defaults = personalFormDefaults('new', {
      ...apiProfile({ address: '14 rue Victor Hugo', postalCode: '69002', city: 'Lyon' }),
      secondEmail: null,
      profession: null,
      functionPublic: false,
      agreementDiffusionImage: false,
      agreementInfoFederation: false,
      agreementInfoRegion: false,
      agreementInfoClub: false,
      agreementInfoPartner: false,
      honorabilite: emptyHonorability,
    });
    expect(defaults).toMatchObject({
      firstname: '',
      city: 'Lyon',
      postalCode: '69002',
      agreementDiffusionImage: false,
      agreementInfoFederation: false,
      agreementInfoClub: false,
      agreementInfoRegion: false,
      agreementInfoPartner: false,
    });
  });

  it('an existing person keeps what is on file, phones masked and the birth date in French', () => {
    const defaults = personalFormDefaults('edit', {
      ...apiProfile({ mobilePhone: '0612345678' }),
      secondEmail: null,
      profession: 'Infirmière',
      functionPublic: true,
      agreementDiffusionImage: false,
      agreementInfoFederation: true,
      agreementInfoRegion: false,
      agreementInfoClub: true,
      agreementInfoPartner: false,
      honorabilite: emptyHonorability,
    });
    expect(defaults).toMatchObject({
      birthday: '12/03/1984',
      mobilePhone: '06.12.34.56.78',
      profession: 'Infirmière',
      functionPublic: true,
      agreementDiffusionImage: false,
    });
  });

  it('sends the spec field names, birthday YYYY-MM-DD and phone digits', () => {
    const values = personalFormSchema(context(), today).parse({
      ...valid,
      phone: '04.78.42.19.36',
    });
    expect(profilePayload(values, 'edit')).toEqual({
      firstname: 'Claire',
      lastname: 'Martin',
      gender: 'F',
      birthday: '1984-03-12',
      address: '14 rue Victor Hugo',
      addressContinued: null,
      postalCode: '69002',
      city: 'Lyon',
      phone: '0478421936',
      mobilePhone: '0612345678',
      profession: null,
      functionPublic: false,
      agreementDiffusionImage: true,
      agreementInfoFederation: true,
      agreementInfoRegion: true,
      agreementInfoClub: true,
      agreementInfoPartner: true,
    });
    expect(profilePayload(values, 'new')).toHaveProperty('secondEmail', null);
  });
});
