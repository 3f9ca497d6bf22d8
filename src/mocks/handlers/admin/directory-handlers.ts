import { functionIds } from '../../db/admin/functions';
import {
  frenchFirstNames as firstNames,
  frenchLastNames as lastNames,
} from '../../db/french-names';
import { findClub } from '../../db/catalogue';
import type { MockDb } from '../../db/types';
import { errorMessages, errorResponse, type Respond } from '../respond';
import { numberParam, type MockRouter } from '../router';
import { findStaffProfile } from './staff-queries';

/**
 * A club's officer: the staff holding that function in the club, else a name derived from the
 * club id (every club of the directory has its officers).
 */
function officer(db: MockDb, clubId: number, title: string, salt: number) {
  const functionId = functionIds[title];
  const row = db.staffResponsibilities.find(
    (item) => item.clubId === clubId && item.functionId === functionId,
  );
  const profile = row ? findStaffProfile(db, row.profileId)?.profile : undefined;
  const firstname =
    profile?.firstname ?? firstNames[(clubId * 7 + salt) % firstNames.length] ?? 'Camille';
  const lastname =
    profile?.lastname ?? lastNames[(clubId * 13 + salt * 5) % lastNames.length] ?? 'Martin';
  return { firstname, lastname };
}

function contactView(db: MockDb, clubId: number) {
  const club = findClub(db, clubId);
  if (!club) return undefined;
  const communication = officer(db, clubId, 'Correspondant communication', 4);
  return {
    title: club.title,
    logoUrl: club.logoUrl,
    presidentGeneral: { ...officer(db, clubId, 'Président', 1), phone: null, email: null },
    secretereGeneral: { ...officer(db, clubId, 'Secrétaire', 2), phone: null, email: null },
    tresorier: { ...officer(db, clubId, 'Trésorier', 3), phone: null, email: null },
    correspontantCommunication: { ...communication, phone: club.phone, email: club.email },
    address: club.address,
    addressContinued: null,
    postalCode: club.postalCode,
    city: club.city,
  };
}

/**
 * The club directory (docs/spec/administration.md 2.6, 7.5): public paths, every club of the
 * catalogue.
 */
export function directoryHandlers(route: MockRouter, respond: Respond) {
  return [
    route.anonymous('GET', '/public/contacts', ({ db }) =>
      respond(db.clubs.map((club) => ({ id: club.id, title: club.title, logoUrl: club.logoUrl }))),
    ),
    route.anonymous('GET', '/public/contact/:id', ({ db, params }) => {
      const contact = contactView(db, numberParam(params, 'id'));
      if (!contact) return errorResponse(404, errorMessages.clubNotFound);
      return respond(contact);
    }),
  ];
}
