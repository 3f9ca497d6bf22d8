import { describe, expect, it } from 'vitest';
import { premiumLinkSchema } from '@/features/members/api/premium-link';
import { seededProfileIds } from '@/mocks/db';
import { testOrigin } from '@/mocks/node';
import { profileSchema } from '@/shared/session/schemas';
import { call, read } from '../../enrolment-client';
import { demoEmails } from '../../fake-token';

const { claireMartin, paulMartin } = seededProfileIds;
const family = { email: demoEmails.family };

const pay = (link: string | null) =>
  call(`${testOrigin}/mock-provider/checkouts/${link?.split('/').pop() ?? ''}/pay`, {
    method: 'POST',
  });

const express = {
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
  fromUrl: `${testOrigin}/premium-pack`,
};

describe('the premium pack in the mocked backend', () => {
  it('creates the express account and a 25 € checkout, then refuses the same address', async () => {
    const { link } = await read('/public/express-premium-client', premiumLinkSchema, {
      method: 'POST',
      body: express,
    });
    expect(link).toMatch(new RegExp(`^${testOrigin}/mock-checkout/\\d+$`));
    const checkout = await call(
      `${testOrigin}/mock-provider/checkouts/${link?.split('/').pop() ?? ''}`,
    );
    expect(checkout.body).toMatchObject({ amountCents: 2500, instalments: 1 });
    expect((await pay(link)).body).toEqual({ redirectUrl: `${testOrigin}/payments/success` });

    const again = await call('/public/express-premium-client', { method: 'POST', body: express });
    expect(again).toMatchObject({ status: 409, body: { message: 'Ce compte existe déjà.' } });
    const exists = await call(`/public/account/${encodeURIComponent(express.email)}/exists`);
    expect(exists.body).toEqual({ responseIsTrue: true });
  });

  it("upgrades a member's licences of the season once the pack is paid, then refuses a second", async () => {
    const { link } = await read(`/premium-client/${paulMartin}`, premiumLinkSchema, {
      method: 'POST',
      ...family,
    });
    await pay(link);
    const levels = (await read(`/profiles/${paulMartin}`, profileSchema, family)).memberships
      .filter((membership) => membership.season.id === 4)
      .map((membership) => membership.license?.licenseLevel.level);
    expect(levels.length).toBeGreaterThan(0);
    expect(new Set(levels)).toEqual(new Set([1]));
    const second = await call(`/premium-client/${paulMartin}`, { method: 'POST', ...family });
    expect(second.status).toBe(409);
  });

  it('refuses the partners auto-login without the premium licence and a damaged perks request', async () => {
    expect((await call(`/auth-club-premium/${paulMartin}`, family)).status).toBe(403);
    const damaged = await call('/get-auto-connect-edenred', {
      method: 'POST',
      body: { action: 'ask', crypt: 'eyJ9', iv: '00', controlCode: 'bad', unicity: 'u' },
      ...family,
    });
    expect(damaged.status).toBe(400);
    expect((await call(`/auth-club-premium/${claireMartin}`)).status).toBe(401);
  });
});
