import { z } from 'zod';
import { isoDate } from './schema-primitives';

/** A person registered without an account: the event registration and the visitor's payment. */
export const offlineMemberSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  birthday: isoDate,
  gender: z.enum(['M', 'F']),
  email: z.email(),
  mobilePhone: z.string(),
  agreementDiffusionImage: z.boolean(),
  agreementInfoFederation: z.boolean(),
  agreementInfoClub: z.boolean(),
  agreementInfoRegion: z.boolean(),
  agreementInfoPartner: z.boolean(),
});
export type OfflineMember = z.infer<typeof offlineMemberSchema>;
