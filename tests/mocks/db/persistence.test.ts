import { afterEach, describe, expect, it } from 'vitest';
import {
  createSeed,
  deserializeMockDb,
  getMockDb,
  mockDbStorageKey,
  persistMockDbInBrowser,
  resetMockDb,
  serializeMockDb,
  updateMockDb,
} from '@/mocks/db';
import { detachMockDbStorage } from '@/mocks/db/mock-db';

const page = 'http://localhost:3000/profile/101/home';

function renameClaire(firstname: string) {
  updateMockDb((db) => {
    const claire = db.profiles.find((profile) => profile.id === 101);
    if (claire) claire.firstname = firstname;
  });
}

const claireName = () => getMockDb().profiles.find((profile) => profile.id === 101)?.firstname;

afterEach(() => {
  detachMockDbStorage();
  resetMockDb();
});

describe('mock database', () => {
  it('seeds the same data every time', () => {
    expect(serializeMockDb(createSeed())).toBe(serializeMockDb(createSeed()));
  });

  it('round-trips through serialisation', () => {
    renameClaire('Clara');
    const copy = deserializeMockDb(serializeMockDb(getMockDb()));
    expect(copy).toEqual(getMockDb());
    expect(copy?.profiles.find((profile) => profile.id === 101)?.firstname).toBe('Clara');
  });

  it.each([
    ['not JSON', '{oups'],
    ['not a database', '{"version":1}'],
    ['another seed version', JSON.stringify({ ...createSeed(), version: 0 })],
  ])('rejects a stored copy that is %s', (_case, text) => {
    expect(deserializeMockDb(text)).toBeUndefined();
  });

  it('goes back to the seed on reset', () => {
    renameClaire('Clara');
    resetMockDb();
    expect(claireName()).toBe('Claire');
  });
});

describe('mock database in the browser', () => {
  it('survives a reload', () => {
    persistMockDbInBrowser(page);
    renameClaire('Clara');
    detachMockDbStorage();
    resetMockDb();
    persistMockDbInBrowser(page);
    expect(claireName()).toBe('Clara');
  });

  it('starts again from the seed with ?mock-reset=1', () => {
    persistMockDbInBrowser(page);
    renameClaire('Clara');
    persistMockDbInBrowser(`${page}?mock-reset=1`);
    expect(claireName()).toBe('Claire');
    expect(deserializeMockDb(window.localStorage.getItem(mockDbStorageKey) ?? '')).toEqual(
      createSeed(),
    );
  });

  it('reseeds when the stored copy is corrupt', () => {
    window.localStorage.setItem(mockDbStorageKey, '{"version": 1, "profiles": "oups"}');
    persistMockDbInBrowser(page);
    expect(claireName()).toBe('Claire');
  });
});
