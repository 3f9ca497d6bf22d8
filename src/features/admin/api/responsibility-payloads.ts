import { z } from 'zod';

const nullableId = z.number().int().nullable();

/** responsabilityFormDto (administration.md 7.1). */
export const responsibilityFormDtoSchema = z.object({
  id: nullableId,
  role: z.number().int(),
  serviceId: nullableId,
  functionId: z.number().int(),
  regionId: nullableId,
  organizationId: nullableId,
  clubId: nullableId,
  activityId: nullableId,
  validatorExpenseReportsId: nullableId,
});
export type ResponsibilityFormDto = z.infer<typeof responsibilityFormDtoSchema>;

const text = z.string().nullable();

/** userDto: the person the responsibility is granted to, as GET /user/{id} gave it. */
export const userDtoSchema = z.object({
  id: z.number().int(),
  email: text,
  firstname: z.string(),
  lastname: z.string(),
  address: text,
  addressSuite: text,
  city: text,
  postalCode: text,
  mobilePhone: text,
  phone: text,
  profilePicture: text,
  description: text,
  linkedinLink: text,
  twitterLink: text,
  seniority: text,
});
export type UserDto = z.infer<typeof userDtoSchema>;

export const createResponsibilityBodySchema = z.object({
  profileId: z.number().int(),
  userDto: userDtoSchema,
  responsabilityFormDto: responsibilityFormDtoSchema,
});
export type CreateResponsibilityBody = z.infer<typeof createResponsibilityBodySchema>;
