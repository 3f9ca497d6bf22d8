import { describe, expect, it } from 'vitest';
import { testConfig, testOrigin } from '@/mocks/node';

const geo = `${testOrigin}${testConfig.geoApiBaseUrl}`;

async function get(path: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${geo}${path}`);
  return { status: response.status, body: await response.json() };
}

describe('the mocked geo service (geo.api.gouv.fr shape, real data)', () => {
  it('lists the communes of a postal code with the asked fields', async () => {
    const { body } = await get('/communes?codePostal=01400&fields=nom,code,codeDepartement');
    expect(body).toHaveLength(10);
    expect(body).toContainEqual({ nom: 'Sandrans', code: '01393', codeDepartement: '01' });
  });

  it('answers Lyon, not its arrondissements, with all its postal codes', async () => {
    const { body } = await get('/communes?codePostal=69002');
    expect(body).toEqual([
      expect.objectContaining({
        nom: 'Lyon',
        code: '69123',
        codesPostaux: expect.arrayContaining(['69001', '69009']) as unknown,
      }),
    ]);
  });

  it('answers [] for an unknown code and 400 for a malformed one', async () => {
    expect((await get('/communes?codePostal=00000')).body).toEqual([]);
    expect((await get('/communes?codePostal=690')).status).toBe(400);
  });

  it('lists the départements and the communes of one', async () => {
    const departements = (await get('/departements?fields=nom,code')).body as unknown[];
    expect(departements).toContainEqual({ code: '2A', nom: 'Corse-du-Sud' });
    expect(departements.length).toBeGreaterThan(100);
    const communes = (await get('/departements/69/communes?fields=nom,code')).body as unknown[];
    expect(communes).toContainEqual({ nom: 'Lyon', code: '69123' });
  });
});
