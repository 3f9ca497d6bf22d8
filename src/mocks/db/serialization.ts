import { z } from 'zod';
import { mockDbVersion } from './seed';
import type { MockDb, MockDbTable } from './types';

const table = z.array(z.looseObject({ id: z.number() }));

const tables = {
  seasons: table,
  clubs: table,
  activities: table,
  categories: table,
  categoryPrices: table,
  roles: table,
  licenseLevels: table,
  accounts: table,
  profiles: table,
  responsibilities: table,
  memberships: table,
  orders: table,
  conversations: table,
  news: table,
  sponsors: table,
  offers: table,
} satisfies Record<MockDbTable, typeof table>;

/**
 * A rough check only: every table is there with numbered rows and the version matches. A copy
 * saved by an older seed fails on the version and is replaced by a fresh seed.
 */
export const storedMockDbSchema = z
  .looseObject({ version: z.literal(mockDbVersion), ...tables })
  .transform((value) => value as unknown as MockDb);

export function serializeMockDb(db: MockDb): string {
  return JSON.stringify(db);
}

/** undefined when the text is not JSON, not a database, or from another seed version. */
export function deserializeMockDb(text: string): MockDb | undefined {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return undefined;
  }
  const parsed = storedMockDbSchema.safeParse(raw);
  return parsed.success ? parsed.data : undefined;
}
