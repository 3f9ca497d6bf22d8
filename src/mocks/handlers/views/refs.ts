import { findClub } from '../../db/catalogue';
import { rowById } from '../../db/queries';
import type { MockDb } from '../../db/types';

export function clubRefView(db: MockDb, clubId: number) {
  const club = findClub(db, clubId);
  if (!club) throw new Error(`Mock database: no club with id ${clubId}`);
  return { id: club.id, title: club.title, logoUrl: club.logoUrl };
}

export function seasonRefView(db: MockDb, seasonId: number) {
  const season = rowById(db.seasons, seasonId, 'season');
  return { id: season.id, title: season.title };
}

export function roleView(db: MockDb, roleId: number) {
  const role = rowById(db.roles, roleId, 'role');
  return { id: role.id, description: role.description };
}
