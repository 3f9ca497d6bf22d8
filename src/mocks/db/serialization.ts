import { z } from 'zod';
import { mockDbVersion, staticTables } from './seed';
import type { MockDb, MutableTable, MutableTables } from './types';

const table = z.array(z.looseObject({ id: z.number() }));

const tables = {
  accounts: table,
  profiles: table,
  responsibilities: table,
  memberships: table,
  orders: table,
  takenPlaces: table,
  informationDemands: table,
  offlineMembers: table,
  checkouts: table,
  conversations: table,
  news: table,
  paymentSchedules: table,
  sessionReservations: table,
  memberDetails: table,
  staffAccounts: table,
  staffResponsibilities: table,
  adminFunctions: table,
  passAyantsDroits: table,
  passSubscriptions: table,
  passReservations: table,
  passSessionEdits: table,
} satisfies Record<MutableTable, typeof table>;

const mutableTableNames = Object.keys(tables) as MutableTable[];

/**
 * A rough check only: every changing table is there with numbered rows and the version matches.
 * A copy saved by an older seed fails on the version and is replaced by a fresh seed. The frozen
 * catalogue is not stored: it is the seed's, and joins the stored tables on the way back.
 */
export const storedMockDbSchema = z
  .looseObject({ version: z.literal(mockDbVersion), ...tables })
  .transform((value): MockDb => ({
    version: mockDbVersion,
    ...staticTables(),
    ...(value as unknown as MutableTables),
  }));

/** The version and the changing tables: what the browser keeps in localStorage. */
export function storedPart(db: MockDb): { version: number } & MutableTables {
  const part = Object.fromEntries(mutableTableNames.map((name) => [name, db[name]]));
  return { version: db.version, ...(part as MutableTables) };
}

export function serializeMockDb(db: MockDb): string {
  return JSON.stringify(storedPart(db));
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
