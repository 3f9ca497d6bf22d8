import type { AccountRow, MockDb, ProfileRow } from './types';

/** Seed integrity: a dangling reference is a bug in the mock, not a 404. */
export function rowById<T extends { id: number }>(
  rows: readonly T[],
  id: number,
  table: string,
): T {
  const row = rows.find((item) => item.id === id);
  if (!row) throw new Error(`Mock database: no ${table} with id ${id}`);
  return row;
}

export function findAccountByEmail(db: MockDb, email: string): AccountRow | undefined {
  const wanted = email.trim().toLowerCase();
  return db.accounts.find((account) => account.email.toLowerCase() === wanted);
}

export function profilesOfAccount(db: MockDb, accountId: number): ProfileRow[] {
  return db.profiles
    .filter((profile) => profile.accountId === accountId)
    .sort((a, b) => a.id - b.id);
}

export function findProfile(db: MockDb, profileId: number): ProfileRow | undefined {
  return Number.isInteger(profileId)
    ? db.profiles.find((profile) => profile.id === profileId)
    : undefined;
}
