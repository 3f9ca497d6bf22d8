import { z } from 'zod';
import {
  zCreateResponsibility,
  zResponsibilityForm,
  zUserDto,
} from '@/shared/api/generated/main/zod';

const nullableId = z.number().int().nullable();

/**
 * responsabilityFormDto (docs/spec/administration.md 7.1), docs/openapi/main-api.yaml
 * ResponsibilityForm, clubId as the spec names it (request bodies are sent as written, never
 * renamed to '{product}…'): the dialog always sends every key, the level and the function chosen.
 */
export const responsibilityFormDtoSchema = zResponsibilityForm.extend({
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

/** userDto: the person the responsibility is granted to, as GET /user/{id} gave it (UserDto). */
export const userDtoSchema = zUserDto.extend({
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

export const createResponsibilityBodySchema = zCreateResponsibility.extend({
  userDto: userDtoSchema,
  responsabilityFormDto: responsibilityFormDtoSchema,
});
export type CreateResponsibilityBody = z.infer<typeof createResponsibilityBodySchema>;
