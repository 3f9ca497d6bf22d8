import { createSeed } from './seed';
import type { MockDb } from './types';

type Save = (db: MockDb) => void;

let db: MockDb | undefined;
let save: Save | undefined;

/** The live database: in memory, seeded on first use (node, tests) unless the browser attached one. */
export function getMockDb(): MockDb {
  db ??= createSeed();
  return db;
}

/** Back to the seed; tests call it in beforeEach, the browser on '?mock-reset=1'. */
export function resetMockDb(): MockDb {
  db = createSeed();
  save?.(db);
  return db;
}

/** Every write goes through here so the browser copy survives a reload. */
export function updateMockDb<T>(change: (db: MockDb) => T): T {
  const current = getMockDb();
  const result = change(current);
  save?.(current);
  return result;
}

/** Starts from a stored copy (or the seed) and saves after every change from now on. */
export function attachMockDbStorage(stored: MockDb | undefined, saveTo: Save): void {
  db = stored ?? createSeed();
  save = saveTo;
  saveTo(db);
}

export function detachMockDbStorage(): void {
  save = undefined;
}
