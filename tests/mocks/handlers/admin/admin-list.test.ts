import { describe, expect, it } from 'vitest';
import { privilegesSchema } from '@/features/admin/api/get-privileges';
import { accountPageSchema } from '@/features/admin/api/search-by-filters';
import { createSeed } from '@/mocks/db';
import { testConfig } from '@/mocks/node';
import { fromProductKeys } from '@/shared/api/product-keys';
import { apiUrl } from '../../api-urls';
import { bearer } from '../../fake-token';
import { withoutRequestCheck } from '../../request-check';

const superAdmin = 'admin.super@exemple.fr';
const federationAdmin = 'admin.federation@exemple.fr';
const regionAdmin = 'admin.region@exemple.fr';
const clubAdmin = 'admin.club@exemple.fr';

async function get(path: string, email: string) {
  const response = await fetch(apiUrl(path), { headers: bearer(email) });
  return {
    status: response.status,
    body: fromProductKeys(await response.json(), testConfig.productSlug),
  };
}

describe('the federation seed', () => {
  const seed = createSeed();
  it('holds at least 400 staff accounts with responsibilities at every level', () => {
    expect(seed.staffAccounts.length).toBeGreaterThanOrEqual(400);
    const levels = new Set(seed.staffResponsibilities.map((row) => row.roleId));
    expect([...levels].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(seed.staffAccounts.map((account) => account.email)).size).toBe(
      seed.staffAccounts.length,
    );
  });

  it('is the same on every run', () => {
    expect(createSeed().staffAccounts).toEqual(seed.staffAccounts);
  });
});

describe('GET /user-admin/privileges', () => {
  it.each([
    [superAdmin, 1, 300],
    [federationAdmin, 2, 300],
    [clubAdmin, 5, 1],
  ])('%s: role %s with %s clubs', async (email, role, clubs) => {
    const { status, body } = await get('/user-admin/privileges', email);
    expect(status).toBe(200);
    const privileges = privilegesSchema.parse(body);
    expect(privileges.role).toBe(role);
    expect(privileges.clubs).toHaveLength(clubs);
  });

  it("limits a region admin to the region's clubs", async () => {
    const privileges = privilegesSchema.parse(
      (await get('/user-admin/privileges', regionAdmin)).body,
    );
    expect(privileges.role).toBe(3);
    expect(privileges.regions.map((region) => region.title)).toEqual(['Auvergne-Rhône-Alpes']);
    expect(new Set(privileges.clubs.map((club) => club.regionId))).toEqual(new Set([1]));
    expect(privileges.clubs.length).toBeGreaterThan(20);
  });

  it('gives nothing to an account without responsibility', async () => {
    const privileges = privilegesSchema.parse(
      (await get('/user-admin/privileges', 'famille.martin@exemple.fr')).body,
    );
    expect(privileges).toEqual({ role: null, clubs: [], regions: [], organizations: [] });
  });
});

describe('GET /user-admin/search-by-filters', () => {
  it('pages the whole federation for a federation admin', async () => {
    const { body } = await get('/user-admin/search-by-filters?offset=50&limit=50', federationAdmin);
    const page = accountPageSchema.parse(body);
    expect(page.totalElements).toBeGreaterThan(350);
    expect(page.content).toHaveLength(50);
    expect(page.number).toBe(1);
  });

  it('filters by club under the product name', async () => {
    const { body } = await get(
      `/user-admin/search-by-filters?${testConfig.productSlug}=1&offset=0&limit=100`,
      federationAdmin,
    );
    const page = accountPageSchema.parse(body);
    expect(page.content.map((row) => row.email)).toContain(clubAdmin);
    expect(page.content.map((row) => row.email)).not.toContain(regionAdmin);
  });

  it('keeps a club admin to their club whatever they ask', async () => {
    const mine = accountPageSchema.parse(
      (await get('/user-admin/search-by-filters?offset=0&limit=100', clubAdmin)).body,
    );
    const wider = accountPageSchema.parse(
      (await get('/user-admin/search-by-filters?comiteRegional=13&offset=0&limit=100', clubAdmin))
        .body,
    );
    expect(mine.totalElements).toBeGreaterThan(5);
    expect(mine.content.map((row) => row.email)).toContain(clubAdmin);
    expect(wider.totalElements).toBe(0);
  });

  it('refuses a bad page', async () => {
    withoutRequestCheck();
    expect((await get('/user-admin/search-by-filters?limit=0', federationAdmin)).status).toBe(400);
  });
});

describe('GET /user-admin/account/search-by-needle', () => {
  it('finds by last name, first name or address, accents aside', async () => {
    const { body } = await get(
      '/user-admin/account/search-by-needle?needle=benali&offset=0&limit=50',
      federationAdmin,
    );
    const page = accountPageSchema.parse(body);
    expect(page.content.find((row) => row.email === clubAdmin)).toMatchObject({
      holderFirstname: 'Karim',
      holderLastname: 'Benali',
      mainFunction: 'Président',
    });
    expect(page.content.every((row) => row.holderLastname === 'Benali')).toBe(true);
    const byAddress = accountPageSchema.parse(
      (
        await get(
          '/user-admin/account/search-by-needle?needle=admin.region&offset=0&limit=50',
          federationAdmin,
        )
      ).body,
    );
    expect(byAddress.content.map((row) => row.email)).toEqual([regionAdmin]);
  });
});
