import { readStored, removeStored, writeStored } from '@/shared/lib/storage';
import { attachMockDbStorage } from './mock-db';
import { storedMockDbSchema, storedPart } from './serialization';

export const mockDbStorageKey = 'mock-db';
export const mockResetParam = 'mock-reset';

/**
 * Keeps the database in localStorage so that what a journey creates survives a reload.
 * '?mock-reset=1' in the page address starts again from the seed.
 */
export function persistMockDbInBrowser(pageUrl: string = window.location.href): void {
  const reset = new URL(pageUrl).searchParams.get(mockResetParam) === '1';
  if (reset) removeStored(mockDbStorageKey);
  const stored = reset ? undefined : readStored(mockDbStorageKey, storedMockDbSchema);
  attachMockDbStorage(stored, (db) => writeStored(mockDbStorageKey, storedPart(db)));
}
