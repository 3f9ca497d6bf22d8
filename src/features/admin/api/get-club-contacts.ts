import { z } from 'zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { zClubContact, zClubListItem, zContactPerson } from '@/shared/api/generated/main/zod';
import { adminApi } from './admin-api';
import { nullableText, postalAddressFields } from './admin-schemas';

/** docs/openapi/main-api.yaml ClubListItem; no logo reads as none. */
export const directoryClubSchema = zClubListItem.extend({
  logoUrl: nullableText,
});
export type DirectoryClub = z.infer<typeof directoryClubSchema>;
export const directoryClubsSchema = tolerantList(directoryClubSchema, 'GET /public/contacts');

/** A contact person is shown by name, so the names stay required; absent or null is no contact. */
const personSchema = zContactPerson.options[0]
  .extend({
    firstname: z.string(),
    lastname: z.string(),
    phone: nullableText,
    email: nullableText,
  })
  .nullish()
  .transform((value) => value ?? null);
export type ContactPerson = z.infer<typeof personSchema>;

/**
 * Club contact (docs/spec/administration.md 3), with the spec's spellings; the logo is designed.
 */
export const clubContactSchema = zClubContact.extend({
  logoUrl: nullableText,
  presidentGeneral: personSchema,
  secretereGeneral: personSchema,
  tresorier: personSchema,
  correspontantCommunication: personSchema,
  ...postalAddressFields,
});
export type ClubContact = z.infer<typeof clubContactSchema>;

/**
 * GET /public/contacts and /public/contact/{id}: the club directory (docs/spec/administration.md
 * 2.6).
 */
const contactsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    getDirectoryClubs: build.query<DirectoryClub[], void>({
      query: () => ({ request: { url: '/public/contacts' }, schema: directoryClubsSchema }),
    }),
    getDirectoryContact: build.query<ClubContact, number>({
      query: (id) => ({ request: { url: `/public/contact/${id}` }, schema: clubContactSchema }),
    }),
  }),
});

export const { useGetDirectoryClubsQuery, useGetDirectoryContactQuery } = contactsApi;
