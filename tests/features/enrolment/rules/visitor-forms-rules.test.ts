import { describe, expect, it } from 'vitest';
import { informationDemandSchema } from '@/features/enrolment/api/post-information-demand';
import { offlineMemberSchema } from '@/features/enrolment/api/offline-member';
import { paymentLinkRequestSchema } from '@/features/enrolment/api/post-offline-payment-link';
import {
  buildInformationDemand,
  emptyInformationRequest,
  informationRequestSchema,
  type InformationRequestInput,
} from '@/features/enrolment/information-request/rules/information-demand';
import {
  buildOfflineMember,
  buildPaymentLinkRequest,
  offlineRegistrationSchema,
  submitLabel,
  type OfflineRegistrationInput,
} from '@/features/enrolment/offline/rules/offline-registration';

const today = () => new Date(2026, 10, 21);
const thirty = 'A'.repeat(30);

const validRequest: InformationRequestInput = {
  firstName: 'Claire',
  lastName: 'Martin',
  birthDate: '12/03/1984',
  email: 'claire.martin@exemple.fr',
  phone: '06.12.34.56.78',
  question: '',
};

function firstErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    errors[key] ??= issue.message;
  }
  return errors;
}

describe("'Demande d'information' validation", () => {
  const schema = informationRequestSchema(today);

  it.each<[string, Partial<InformationRequestInput>, Record<string, string>]>([
    ['a complete request', {}, {}],
    ['the question is optional', { question: '' }, {}],
    ['names of 30 characters', { firstName: thirty, lastName: thirty }, {}],
    [
      'names of 31 characters',
      { firstName: `${thirty}B`, lastName: `${thirty}B` },
      { firstName: '30 caractères au maximum', lastName: '30 caractères au maximum' },
    ],
    ['a blank first name', { firstName: '   ' }, { firstName: 'Ce champ est requis' }],
    ['no email', { email: '' }, { email: 'Email requis' }],
    ['a malformed email', { email: 'claire@' }, { email: 'Format email invalide' }],
    ['no phone', { phone: '' }, { phone: 'Ce champ est requis' }],
    [
      'an incomplete phone',
      { phone: '06.12.34' },
      { phone: 'Numéro invalide : 10 chiffres au format 06.12.34.56.78' },
    ],
    ['no birth date', { birthDate: '' }, { birthDate: 'Ce champ est requis' }],
    [
      'a future birth date',
      { birthDate: '01/01/2027' },
      { birthDate: 'La date de naissance doit être passée' },
    ],
    [
      'a day that does not exist',
      { birthDate: '30/02/2000' },
      { birthDate: 'Date invalide : utilisez le format jj/mm/aaaa, par exemple 20/12/1980' },
    ],
  ])('%s', (_case, change, errors) => {
    expect(firstErrors(schema.safeParse({ ...validRequest, ...change }))).toEqual(errors);
  });

  it('requires everything but the question on an empty form', () => {
    expect(Object.keys(firstErrors(schema.safeParse(emptyInformationRequest)))).toEqual([
      'firstName',
      'lastName',
      'birthDate',
      'email',
      'phone',
    ]);
  });

  it('builds the payload of section 3: ISO date, phone digits, club and activity', () => {
    const values = schema.parse({ ...validRequest, question: '  Y a-t-il un essai ?  ' });
    const demand = buildInformationDemand(values, { clubId: 1, activityId: 101 });
    expect(demand).toEqual({
      firstName: 'Claire',
      lastName: 'Martin',
      birthDate: '1984-03-12',
      mailAdress: 'claire.martin@exemple.fr',
      phoneNumber: '0612345678',
      question: 'Y a-t-il un essai ?',
      club: { id: 1 },
      activities: [{ id: 101 }],
    });
    expect(informationDemandSchema.safeParse(demand).success).toBe(true);
  });
});

const validOffline: OfflineRegistrationInput = {
  nom: 'Durand',
  prenom: 'Léa',
  dateNaissance: '05/06/1992',
  sexe: 'F',
  email: 'lea.durand@exemple.fr',
  telMobile: '',
  agreementDiffusionImage: true,
  agreementInfoFederation: false,
  agreementInfoClub: true,
  agreementInfoRegion: false,
  agreementInfoPartner: false,
};

describe('offline registration validation', () => {
  const schema = offlineRegistrationSchema(today);

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['a complete form without phone', {}, {}],
    ['a complete phone', { telMobile: '07.00.11.22.33' }, {}],
    ['no last name', { nom: '' }, { nom: 'Ce champ est requis' }],
    ['no first name', { prenom: '' }, { prenom: 'Ce champ est requis' }],
    ['no birth date', { dateNaissance: '' }, { dateNaissance: 'Ce champ est requis' }],
    ['no sex chosen', { sexe: null }, { sexe: 'Choisissez un sexe' }],
    ['no sex at all', { sexe: undefined }, { sexe: 'Choisissez un sexe' }],
    ['no email', { email: '' }, { email: 'Email requis' }],
    ['a malformed email', { email: 'lea.durand' }, { email: 'Format email invalide' }],
    [
      'an incomplete phone',
      { telMobile: '07.00' },
      { telMobile: 'Numéro invalide : 10 chiffres au format 06.12.34.56.78' },
    ],
  ])('%s', (_case, change, errors) => {
    expect(firstErrors(schema.safeParse({ ...validOffline, ...change }))).toEqual(errors);
  });

  it.each([
    [0, 'Envoyer'],
    [12, 'Passer au paiement'],
    [0.5, 'Passer au paiement'],
  ])('a price of %s € submits with %s', (amount, label) => {
    expect(submitLabel(amount)).toBe(label);
  });

  it('sends prenom as the first name and nom as the last name (not swapped)', () => {
    const member = buildOfflineMember(
      schema.parse({ ...validOffline, telMobile: '07.00.11.22.33' }),
    );
    expect(member).toEqual({
      firstname: 'Léa',
      lastname: 'Durand',
      birthday: '1992-06-05',
      gender: 'F',
      email: 'lea.durand@exemple.fr',
      mobilePhone: '0700112233',
      agreementDiffusionImage: true,
      agreementInfoFederation: false,
      agreementInfoClub: true,
      agreementInfoRegion: false,
      agreementInfoPartner: false,
    });
    expect(offlineMemberSchema.safeParse(member).success).toBe(true);
  });

  it.each([
    [12, 1200],
    [19.99, 1999],
    [0.1 + 0.2, 30],
    [210.005, 21001],
  ])('a price of %s € goes to the provider as %i cents', (amount, cents) => {
    const member = buildOfflineMember(schema.parse(validOffline));
    const request = buildPaymentLinkRequest(
      member,
      {
        clubId: 1,
        activityId: 109,
        activityTitle: 'Course des Lumières',
        categoryId: 1092,
        categoryTitle: 'Course 10 km chronométrée',
        amount,
      },
      {
        origin: 'https://portail.example.fr',
        currentUrl: 'https://portail.example.fr/inscription/carte/1/109',
        successPath: '/payments/success',
        errorPath: '/payments/error',
      },
    );
    expect(request).toEqual({
      totalAmount: cents,
      initialAmount: cents,
      itemName: 'Inscription Course des Lumières – Course 10 km chronométrée',
      returnUrl: 'https://portail.example.fr/payments/success',
      backUrl: 'https://portail.example.fr/inscription/carte/1/109',
      errorUrl: 'https://portail.example.fr/payments/error',
      containsDonation: false,
      payer: { firstName: 'Léa', lastName: 'Durand', email: 'lea.durand@exemple.fr' },
      metadata: {
        noAccount: true,
        clubId: 1,
        activityId: 109,
        categoryId: 1092,
        offlineUser: member,
        others: [],
      },
    });
    expect(paymentLinkRequestSchema.safeParse(request).success).toBe(true);
  });
});
