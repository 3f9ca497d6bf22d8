import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { premiumLinkSchema } from '@/features/members/api/premium-link';
import { seededProfileIds } from '@/mocks/db';
import { departmentOfPostalCode } from '@/mocks/db/members/premium-licence';
import { testOrigin } from '@/mocks/node';
import { hasPremiumLicence, mainLicence } from '@/shared/session/rules/licences';
import { profileSchema } from '@/shared/session/schemas';
import { call, read } from '../../enrolment-client';
import { demoEmails } from '../../fake-token';

const { claireMartin, paulMartin } = seededProfileIds;

describe('the département of a postal code (where a new buyer is attached)', () => {
  it.each([
    ['69003', '69'],
    ['01000', '01'],
    ['20000', '2A'],
    ['20200', '2B'],
    ['97110', '971'],
    ['98714', '987'],
    ['6900', undefined],
    ['', undefined],
  ])('%j -> %j', (postalCode, department) => {
    expect(departmentOfPostalCode(postalCode)).toBe(department);
  });
});
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

    // The new account belongs to no club: its licence-only membership is at its département's
    // club, names no activity, and carries the premium licence 'Ma licence' and the home read.
    const [buyer] = await read('/profiles', z.array(profileSchema), { email: express.email });
    const season = buyer?.memberships.filter(
      (membership) => membership.season.title === '2026/2027',
    );
    expect(season?.map((membership) => [membership.club.title, membership.activity.title])).toEqual(
      [['AMSF Lyon', '']],
    );
    expect(mainLicence(buyer?.memberships ?? [], '2026/2027')?.licenseLevel.level).toBe(1);
    expect(hasPremiumLicence(buyer?.memberships ?? [], [], '2026/2027', new Date())).toBe(true);

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

  it("attaches a new buyer to its département's club (Corsica's 2A included)", async () => {
    const attachedClub = async (email: string, postalCode: string) => {
      const { link } = await read('/public/express-premium-client', premiumLinkSchema, {
        method: 'POST',
        body: { ...express, email, postalCode },
      });
      await pay(link);
      const [buyer] = await read('/profiles', z.array(profileSchema), { email });
      return buyer?.memberships.map((membership) => membership.club.title);
    };
    expect(await attachedClub('marseille@exemple.fr', '13001')).toEqual(['AMSF Marseille']);
    expect(await attachedClub('ajaccio@exemple.fr', '20000')).toEqual([
      "Cercle omnisports d'Ajaccio",
    ]);
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
