import {
  memberDetailsOf,
  saveMemberDetails,
  type MemberDetailsRow,
} from '../../db/members/member-details';
import { updateMockDb } from '../../db/mock-db';
import type { ProfileRow } from '../../db/types';
import { ownProfile } from '../profile-access';
import { errorResponse, type Respond } from '../respond';
import { numberParam, type MockRouter } from '../router';
import { profileView } from '../views/profile-view';
import { profilePayloadBody, type ProfilePayloadBody as Payload } from './profile-payload-body';

const invalidBody = 'Les informations envoyées sont incomplètes ou invalides.';
const memberRoleId = 9;

async function payloadOf(request: Request): Promise<Payload | undefined> {
  const parsed = profilePayloadBody.safeParse(await request.json().catch(() => undefined));
  return parsed.success ? parsed.data : undefined;
}

/** What the profile row keeps of a save; the member details keep the rest. */
const profileFieldNames = [
  'firstname',
  'lastname',
  'gender',
  'birthday',
  'address',
  'addressContinued',
  'city',
  'postalCode',
  'mobilePhone',
  'phone',
] as const;

const detailsFieldNames = [
  'profession',
  'functionPublic',
  'agreementDiffusionImage',
  'agreementInfoFederation',
  'agreementInfoRegion',
  'agreementInfoClub',
  'agreementInfoPartner',
] as const;

/** A profile created without them: no address, no phone, no consent, not a civil servant. */
const absentProfileFields = {
  gender: null,
  birthday: null,
  address: null,
  addressContinued: null,
  city: null,
  postalCode: null,
  mobilePhone: null,
  phone: null,
} satisfies Partial<ProfileRow>;
const absentDetails = {
  profession: null,
  functionPublic: false,
  agreementDiffusionImage: false,
  agreementInfoFederation: false,
  agreementInfoRegion: false,
  agreementInfoClub: false,
  agreementInfoPartner: false,
} satisfies Omit<MemberDetailsRow, 'id' | 'secondEmail' | 'honorabilite'>;

/**
 * The named fields the body holds: the document makes all but the names optional, so a field
 * left out keeps what is on file.
 */
function fieldsOf<K extends keyof Payload>(body: Payload, names: readonly K[]) {
  return Object.fromEntries(
    names.flatMap((name) => {
      const value = body[name];
      return value === undefined ? [] : [[name, value]];
    }),
  ) as { [P in K]?: Exclude<Payload[P], undefined> };
}

/**
 * PUT /profiles/{id} and POST /profiles (docs/spec/members-area.md 7): the personal form's saves,
 * and the honorability declaration carried in the Profile.
 */
export function personalInfoHandlers(route: MockRouter, respond: Respond) {
  return [
    route.signedIn('PUT', '/profiles/:profileId', async (context) => {
      const access = ownProfile(context, numberParam(context.params, 'profileId'));
      if ('denied' in access) return access.denied;
      const body = await payloadOf(context.request);
      if (!body) return errorResponse(400, invalidBody);
      const saved = updateMockDb((db) => {
        const profile = db.profiles.find((row) => row.id === access.profile.id);
        if (!profile) throw new Error('Mock database: the checked profile vanished');
        Object.assign(profile, fieldsOf(body, profileFieldNames));
        const details = memberDetailsOf(db, profile.id);
        saveMemberDetails(db, {
          ...details,
          ...fieldsOf(body, detailsFieldNames),
          secondEmail: body.secondEmail === undefined ? details.secondEmail : body.secondEmail,
          // The honorability declaration is saved with the profile (docs/spec/members-area.md 3 and
          // 7).
          honorabilite: body.honorabilite ?? details.honorabilite,
        });
        return profileView(db, profile);
      });
      return respond(saved);
    }),

    route.signedIn('POST', '/profiles', async ({ request, account }) => {
      const body = await payloadOf(request);
      if (!body) return errorResponse(400, invalidBody);
      const created = updateMockDb((db) => {
        const id = Math.max(0, ...db.profiles.map((row) => row.id)) + 1;
        const profile: ProfileRow = {
          id,
          accountId: account.id,
          main: false,
          roleId: memberRoleId,
          email: null,
          photo: null,
          ...absentProfileFields,
          ...fieldsOf(body, profileFieldNames),
          firstname: body.firstname,
          lastname: body.lastname,
        };
        db.profiles.push(profile);
        saveMemberDetails(db, {
          id,
          secondEmail: body.secondEmail ?? null,
          ...absentDetails,
          ...fieldsOf(body, detailsFieldNames),
          honorabilite: body.honorabilite ?? null,
        });
        return profileView(db, profile);
      });
      return respond(created, { status: 201 });
    }),
  ];
}
