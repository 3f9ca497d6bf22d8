import type { z } from 'zod';
import type { clubRefSchema, roleSchema, seasonRefSchema } from '@/shared/session/schemas';
import { findClub } from '../../db/catalogue';
import { rowById } from '../../db/queries';
import type { MockDb } from '../../db/types';

export function clubRefView(db: MockDb, clubId: number): z.input<typeof clubRefSchema> {
  const club = findClub(db, clubId);
  if (!club) throw new Error(`Mock database: no club with id ${clubId}`);
  return { id: club.id, title: club.title, logoUrl: club.logoUrl };
}

export function seasonRefView(db: MockDb, seasonId: number): z.input<typeof seasonRefSchema> {
  const season = rowById(db.seasons, seasonId, 'season');
  return { id: season.id, title: season.title };
}

export function roleView(db: MockDb, roleId: number): z.input<typeof roleSchema> {
  const role = rowById(db.roles, roleId, 'role');
  return { id: role.id, description: role.description };
}
