import { z } from 'zod';
import type { InviteBody } from '../api/invite-administrator';
import type { ResponsibilityFormDto } from '../api/responsibility-payloads';
import { invitationErrors, normalisedEmail } from './rules/invitation-rules';

/**
 * 'Inviter un administrateur' (docs/spec/administration.md 2.1, 5.2), beside the responsibility
 * form.
 */
export const invitationValuesSchema = z
  .object({
    email: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    postier: z.boolean(),
    identifiantPostier: z.string(),
    volunteer: z.boolean(),
  })
  .superRefine((values, context) => {
    for (const [path, message] of Object.entries(invitationErrors(values))) {
      if (message) context.addIssue({ code: 'custom', path: [path], message });
    }
  });
export type InvitationValues = z.infer<typeof invitationValuesSchema>;

export const emptyInvitationValues: InvitationValues = {
  email: '',
  firstname: '',
  lastname: '',
  postier: false,
  identifiantPostier: '',
  volunteer: false,
};

/** POST /user-admin/invite's body: the address trimmed and lower-cased, names trimmed. */
export function inviteBodyOf(
  values: InvitationValues,
  responsabilityFormDto: ResponsibilityFormDto,
): InviteBody {
  return {
    email: normalisedEmail(values.email),
    firstname: values.firstname.trim(),
    lastname: values.lastname.trim(),
    postier: values.postier,
    identifiantPostier: values.postier ? values.identifiantPostier.trim().toUpperCase() : null,
    volunteer: values.volunteer,
    responsabilityFormDto,
  };
}
