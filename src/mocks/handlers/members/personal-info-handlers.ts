import type { z } from 'zod';
import { personalInfoSchema, profilePayloadSchema } from '@/features/members/api/profile-payload';
import { memberDetailsOf, saveMemberDetails } from '../../db/members/member-details';
import { updateMockDb } from '../../db/mock-db';
import type { ProfileRow } from '../../db/types';
import { ownProfile } from '../profile-access';
import { errorResponse, type Respond } from '../respond';
import { numberParam, type MockRouter } from '../router';
import { profileView } from '../views/profile-view';

type Payload = z.infer<typeof profilePayloadSchema>;

const invalidBody = 'Les informations envoyées sont incomplètes ou invalides.';
const memberRoleId = 9;

async function payloadOf(request: Request): Promise<Payload | undefined> {
  const parsed = profilePayloadSchema.safeParse(await request.json().catch(() => undefined));
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

/** The named fields of a save, each as sent (an absent one stays a key set to undefined). */
function fieldsOf<K extends keyof Payload>(body: Payload, names: readonly K[]): Pick<Payload, K> {
  return Object.fromEntries(names.map((name) => [name, body[name]])) as Pick<Payload, K>;
}

/**
 * PUT /profiles/{id} and POST /profiles (members-area.md 7): the personal form's saves, and the
 * honorability declaration carried in the Profile.
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
          // The honorability declaration is saved with the profile (members-area.md 3 and 7).
          honorabilite: body.honorabilite ?? details.honorabilite,
        });
        return profileView(db, profile);
      });
      return respond(personalInfoSchema, saved, { schemaName: 'personalInfoSchema' });
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
          ...fieldsOf(body, profileFieldNames),
        };
        db.profiles.push(profile);
        saveMemberDetails(db, {
          id,
          secondEmail: body.secondEmail ?? null,
          ...fieldsOf(body, detailsFieldNames),
          honorabilite: body.honorabilite ?? null,
        });
        return profileView(db, profile);
      });
      return respond(personalInfoSchema, created, {
        schemaName: 'personalInfoSchema',
        status: 201,
      });
    }),
  ];
}
