import { describe, expect, it } from 'vitest';
import { paymentLinkSchema } from '@/shared/orders/payment-link-schema';
import { getMockDb } from '@/mocks/db';
import { testOrigin } from '@/mocks/node';
import { call, read } from '../../enrolment-client';
import { demoEmails } from '../../fake-token';
import { withoutRequestCheck } from '../../request-check';

const visitor = {
  firstname: 'Léa',
  lastname: 'Roux',
  birthday: '1992-05-17',
  gender: 'F' as const,
  email: 'lea.roux@exemple.fr',
  mobilePhone: '0611223344',
  agreementDiffusionImage: true,
  agreementInfoFederation: false,
  agreementInfoClub: true,
  agreementInfoRegion: false,
  agreementInfoPartner: false,
};

const demand = {
  firstName: 'Léa',
  lastName: 'Roux',
  birthDate: '1992-05-17',
  mailAdress: 'lea.roux@exemple.fr',
  phoneNumber: '06.11.22.33.44',
  question: 'Peut-on faire une séance d’essai ?',
  club: { id: 1 },
  activities: [{ id: 101 }],
};

describe('information demand', () => {
  it('stores the demand for the club', async () => {
    const { status, body } = await call('/public/information-demand', {
      method: 'POST',
      body: demand,
    });
    expect([status, body]).toEqual([200, { success: true }]);
    expect(getMockDb().informationDemands).toMatchObject([
      { clubId: 1, activityIds: [101], email: 'lea.roux@exemple.fr' },
    ]);
  });

  it.each([
    ['an invalid e-mail', { ...demand, mailAdress: 'lea' }, 400],
    ['no activity', { ...demand, activities: [] }, 400],
    ["another club's activity", { ...demand, activities: [{ id: 201 }] }, 400],
    ['an unknown club', { ...demand, club: { id: 99999 } }, 404],
  ])('refuses %s', async (_case, body, status) => {
    expect((await call('/public/information-demand', { method: 'POST', body })).status).toBe(
      status,
    );
    expect(getMockDb().informationDemands).toEqual([]);
  });
});

describe('check-email', () => {
  it.each([
    ['an account address', 'famille.martin@exemple.fr', true],
    ['a profile address, in capitals', 'PAUL.MARTIN@exemple.fr', true],
    ['an unknown address', 'personne@exemple.fr', false],
  ])('answers %s: %s', async (_case, email, expected) => {
    const { status, body } = await call(`/members/check-email?email=${encodeURIComponent(email)}`);
    expect([status, body]).toEqual([200, expected]);
  });

  it('answers a signed-in member too (the bearer is optional)', async () => {
    const answer = await call('/members/check-email?email=personne@exemple.fr', {
      email: demoEmails.family,
    });
    expect(answer).toEqual({ status: 200, body: false });
  });
});

describe('register-event (free offline registration)', () => {
  const url = (categoryId: number) =>
    `/register-event?clubId=1&activityId=109&categoryId=${categoryId}`;
  const sold = () => getMockDb().takenPlaces.find((row) => row.id === 1091)?.count ?? 0;

  it('registers the visitor and takes a place', async () => {
    const answer = await call(url(1091), { method: 'POST', body: [visitor] });
    expect(answer).toEqual({ status: 200, body: { success: true } });
    expect(getMockDb().offlineMembers).toMatchObject([
      { categoryId: 1091, email: visitor.email, status: 'REGISTERED' },
    ]);
    expect(sold()).toBe(1);
  });

  it.each([
    ['an empty list', url(1091), [], 400],
    ['a member without e-mail', url(1091), [{ ...visitor, email: '' }], 400],
    ['a paid category', url(1092), [visitor], 400],
    [
      'a category of another activity',
      '/register-event?clubId=1&activityId=109&categoryId=1011',
      [visitor],
      400,
    ],
    ['missing ids', '/register-event?activityId=109&categoryId=1091', [visitor], 400],
  ])('refuses %s', async (_case, path, body, status) => {
    withoutRequestCheck();
    expect((await call(path, { method: 'POST', body })).status).toBe(status);
    expect(getMockDb().offlineMembers).toEqual([]);
  });
});

describe('visitor payment link', () => {
  const request = (categoryId: number, others: (typeof visitor)[] = []) => ({
    totalAmount: 1200 * (1 + others.length),
    initialAmount: 1200 * (1 + others.length),
    itemName: 'Course des Lumières – Course 10 km chronométrée',
    backUrl: `${testOrigin}/inscription/carte/1/109`,
    errorUrl: `${testOrigin}/payments/error`,
    returnUrl: `${testOrigin}/payments/success`,
    containsDonation: false,
    payer: { firstName: 'Léa', lastName: 'Roux', email: visitor.email },
    metadata: {
      noAccount: true,
      clubId: 1,
      activityId: 109,
      categoryId,
      offlineUser: visitor,
      others,
    },
  });

  it('opens a checkout; paying it registers every person and goes to the return address', async () => {
    const { link } = await read('/public/helloasso/payment-link', paymentLinkSchema, {
      method: 'POST',
      body: request(1092, [{ ...visitor, firstname: 'Tom', email: 'tom.roux@exemple.fr' }]),
    });
    expect(link).toMatch(new RegExp(`^${testOrigin}/mock-checkout/\\d+$`));
    expect(getMockDb().offlineMembers.map((member) => member.status)).toEqual([
      'PENDING_PAYMENT',
      'PENDING_PAYMENT',
    ]);
    const id = link?.split('/').pop();
    const paid = await call(`${testOrigin}/mock-provider/checkouts/${id}/pay`, { method: 'POST' });
    expect(paid).toEqual({ status: 200, body: { redirectUrl: `${testOrigin}/payments/success` } });
    expect(getMockDb().offlineMembers.map((member) => member.status)).toEqual([
      'REGISTERED',
      'REGISTERED',
    ]);
  });

  it("answers 'FULL' when the category has no place left", async () => {
    const full = request(1092);
    full.metadata.activityId = 110;
    full.metadata.categoryId = 1101;
    const answer = await read('/public/helloasso/payment-link', paymentLinkSchema, {
      method: 'POST',
      body: full,
    });
    expect(answer).toEqual({ link: 'FULL' });
    expect(getMockDb().checkouts).toEqual([]);
  });

  it('accepts the product-named metadata of the wire too', async () => {
    // PaymentLinkRequest.metadata names clubId only: the mock's own tolerance, as in the demo build.
    withoutRequestCheck();
    const { metadata, ...rest } = request(1092);
    const { clubId, ...others } = metadata;
    const body = { ...rest, metadata: { ...others, amsfId: clubId } };
    expect((await call('/public/helloasso/payment-link', { method: 'POST', body })).status).toBe(
      200,
    );
  });

  it('refuses an invalid request', async () => {
    const body = { ...request(1092), returnUrl: 'javascript:alert(1)' };
    expect((await call('/public/helloasso/payment-link', { method: 'POST', body })).status).toBe(
      400,
    );
  });
});
