import { describe, expect, it } from 'vitest';
import { seededProfileIds } from '@/mocks/db';
import { testConfig } from '@/mocks/node';
import { fromProductKeys } from '@/shared/api/product-keys';
import { getProfilesResponse } from '@/shared/session/api/get-profiles';
import { splitMemberships, renewableMemberships } from '@/shared/session/rules/profile-loading';
import { profileSchema } from '@/shared/session/schemas';
import { apiUrl } from '../api-urls';
import { bearer, demoEmails } from '../fake-token';

async function getJson(url: string, email: string) {
  const response = await fetch(url, { headers: bearer(email) });
  return { status: response.status, body: (await response.json()) as unknown };
}

describe('GET /profiles', () => {
  it("answers the family's three profiles, sorted by id, valid for the app's schema", async () => {
    const { status, body } = await getJson(apiUrl('/profiles'), demoEmails.family);
    expect(status).toBe(200);
    const profiles = getProfilesResponse.parse(fromProductKeys(body, testConfig.productSlug));
    expect(profiles.map((profile) => `${profile.firstname} ${profile.lastname}`)).toEqual([
      'Claire Martin',
      'Lucas Martin',
      'Paul Martin',
    ]);
    expect(profiles.map((profile) => profile.id)).toEqual([
      seededProfileIds.claireMartin,
      seededProfileIds.lucasMartin,
      seededProfileIds.paulMartin,
    ]);
  });

  it("speaks the wire's product names ('amsfId', 'amsf', 'amsfs')", async () => {
    const { body } = await getJson(apiUrl('/profiles'), demoEmails.family);
    const [claire] = body as Record<string, unknown>[];
    expect(claire).toHaveProperty('amsfs');
    expect(claire).not.toHaveProperty('clubs');
    const [membership] = (claire?.memberships ?? []) as Record<string, unknown>[];
    expect(membership).toMatchObject({ amsfId: 1, amsf: { id: 1, title: 'AMSF Lyon' } });
  });

  it("gives Claire a current premium licence and last season's yoga to renew", async () => {
    const { body } = await getJson(
      apiUrl(`/profiles/${seededProfileIds.claireMartin}`),
      demoEmails.family,
    );
    const claire = profileSchema.parse(fromProductKeys(body, testConfig.productSlug));
    const { memberships, oldMemberships } = splitMemberships(claire.memberships, '2026/2027');
    expect(
      memberships.map((item) => [item.activity.title, item.license?.licenseLevel.title]),
    ).toEqual([['Natation', 'licence Premium']]);
    expect(
      renewableMemberships(oldMemberships, memberships, '2026/2027').map(
        (item) => item.activity.title,
      ),
    ).toEqual(['Yoga']);
  });

  it("leaves Jeanne's birth date unknown", async () => {
    const { body } = await getJson(apiUrl('/profiles'), demoEmails.petit);
    const [jeanne] = getProfilesResponse.parse(fromProductKeys(body, testConfig.productSlug));
    expect(jeanne).toMatchObject({ firstname: 'Jeanne', gender: 'F', birthday: null });
  });

  it('makes Karim a club administrator of AMSF Lyon', async () => {
    const { body } = await getJson(apiUrl('/profiles'), demoEmails.clubAdmin);
    const [karim] = getProfilesResponse.parse(fromProductKeys(body, testConfig.productSlug));
    expect(karim?.role).toEqual({ id: 5, description: 'Administrateur de club' });
    expect(karim?.mainResponsability).toMatchObject({
      role: { id: 5 },
      club: { title: 'AMSF Lyon' },
    });
  });

  it('gives Thomas a PASS licence number', async () => {
    const { body } = await getJson(apiUrl('/profiles'), demoEmails.coach);
    const [thomas] = getProfilesResponse.parse(fromProductKeys(body, testConfig.productSlug));
    expect(thomas?.memberships[0]?.license?.number).toBe('AMSF-069-004512');
  });
});

describe('GET /profiles/{id}', () => {
  it("answers 403 for another account's profile", async () => {
    const { status, body } = await getJson(
      apiUrl(`/profiles/${seededProfileIds.jeannePetit}`),
      demoEmails.family,
    );
    expect(status).toBe(403);
    expect(body).toEqual({ message: expect.any(String) as string });
  });

  it('answers 404 for a profile that does not exist', async () => {
    const { status } = await getJson(apiUrl('/profiles/999999'), demoEmails.family);
    expect(status).toBe(404);
  });
});
