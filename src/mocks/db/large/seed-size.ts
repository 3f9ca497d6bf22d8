import { z } from 'zod';
import { readStored, writeStored } from '@/shared/lib/storage';

export type SeedSize = 'normal' | 'large';

/** '?mock-seed=large' in a page address (kept in localStorage 'mock-seed'; '=normal' goes back). */
export const seedSizeParam = 'mock-seed';
export const seedSizeStorageKey = 'mock-seed';

/** The clubs list holds this many clubs with the large seed. */
export const largeClubCount = 20_000;

const seedSizeSchema = z.enum(['normal', 'large']);

let current: SeedSize = 'normal';

export function getSeedSize(): SeedSize {
  return current;
}

/** Tests switch directly; the browser goes through the page address and localStorage. */
export function setSeedSize(size: SeedSize): void {
  current = size;
}

export function seedSizeOfPage(pageUrl: string): SeedSize {
  const asked = seedSizeSchema.safeParse(new URL(pageUrl).searchParams.get(seedSizeParam));
  if (asked.success) writeStored(seedSizeStorageKey, asked.data);
  current = asked.success
    ? asked.data
    : (readStored(seedSizeStorageKey, seedSizeSchema) ?? 'normal');
  return current;
}
