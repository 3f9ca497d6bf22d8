import { z } from 'zod';

const id = z.number().int();
const optionalId = id.nullish().transform((value) => value ?? null);

/**
 * responsabilityFormDto as docs/spec/administration.md 7.1 names it (the club is `clubId`); the
 * level and the function are what the backend needs to store a responsibility, the scope ids are
 * optional. The mock's own reading, not the portal's form schema
 * (docs/adr/0015-openapi-contract.md).
 */
export const responsibilityFormBody = z.object({
  role: id,
  functionId: id,
  serviceId: optionalId,
  regionId: optionalId,
  organizationId: optionalId,
  clubId: optionalId,
  activityId: optionalId,
  validatorExpenseReportsId: optionalId,
});
export type ResponsibilityFormBody = z.infer<typeof responsibilityFormBody>;

/** POST /user-admin/reponsability (docs/spec/administration.md 7.1): the profile and the form. */
export const createResponsibilityBody = z.object({
  profileId: id,
  responsabilityFormDto: responsibilityFormBody,
});

/**
 * POST /user-admin/invite (docs/spec/administration.md 7.1): the person, the postier flag, the
 * form.
 */
export const invitationBody = z.object({
  email: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  postier: z.boolean().optional(),
  identifiantPostier: z.string().nullish(),
  volunteer: z.boolean().optional(),
  responsabilityFormDto: responsibilityFormBody,
});

/** PUT /function/update/{id} (designed: docs/openapi/main-api.yaml FunctionForm). */
export const functionFormBody = z.object({
  title: z.string(),
  roleIds: z.array(id),
  serviceIds: z.array(id).default([]),
});
export type FunctionFormBody = z.infer<typeof functionFormBody>;
