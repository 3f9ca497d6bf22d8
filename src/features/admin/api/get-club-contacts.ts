import { z } from 'zod';
import { tolerantList } from '@/shared/api/tolerant-list';
import { adminApi } from './admin-api';
import { idSchema, nullableText } from './admin-schemas';

export const directoryClubSchema = z.object({
  id: idSchema,
  title: z.string(),
  logoUrl: nullableText,
});
export type DirectoryClub = z.infer<typeof directoryClubSchema>;
export const directoryClubsSchema = tolerantList(directoryClubSchema, 'GET /public/contacts');

const personSchema = z
  .object({
    firstname: z.string(),
    lastname: z.string(),
    phone: nullableText,
    email: nullableText,
  })
  .nullish()
  .transform((value) => value ?? null);
export type ContactPerson = z.infer<typeof personSchema>;

/** Club contact (administration.md 3), with the spec's spellings; the logo is designed. */
export const clubContactSchema = z.object({
  title: z.string(),
  logoUrl: nullableText,
  presidentGeneral: personSchema,
  secretereGeneral: personSchema,
  tresorier: personSchema,
  correspontantCommunication: personSchema,
  address: nullableText,
  addressContinued: nullableText,
  postalCode: nullableText,
  city: nullableText,
});
export type ClubContact = z.infer<typeof clubContactSchema>;

/** GET /public/contacts and /public/contact/{id}: the club directory (administration.md 2.6). */
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
