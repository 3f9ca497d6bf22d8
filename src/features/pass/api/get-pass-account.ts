import { z } from 'zod';
import { zPassAccount } from '@/shared/api/generated/pass/zod';
import { readListItems } from '@/shared/api/tolerant-list';
import { passApi } from './pass-api';
import { optionalUrl, passId } from './pass-primitives';

/**
 * docs/spec/members-area.md 3 'PASS account'. monOffre has no jeton flag and no club name in the spec:
 * both designed and optional (absent: the unlimited test reads nombreJetons, the club name comes
 * from the clubs list). The subscription's own id is designed too (absent: the offer's).
 * Derived from docs/openapi/pass-api.yaml PassAccount: Mon compte shows each subscription's
 * offer with its credit, tokens and price, which stay required.
 */
const generatedSubscription = zPassAccount.shape.mesSouscriptions.unwrap().options[0].element;

export const subscriptionSchema = generatedSubscription
  .extend({
    id: passId.optional(),
    monOffre: generatedSubscription.shape.monOffre.unwrap().extend({
      id: passId,
      nom: z.string(),
      clubId: passId,
      clubNom: z.string().optional(),
      imageUrl: optionalUrl,
      credit: z.number().int(),
      nombreJetons: z.number().int(),
      jeton: z.string().optional(),
      fin: z
        .string()
        .nullish()
        .transform((value) => (value ? value.slice(0, 10) : null)),
      prix: z.number(),
    }),
  })
  .transform(({ id, monOffre }) => ({ ...monOffre, offerId: monOffre.id, id: id ?? monOffre.id }));
export type PassSubscription = z.infer<typeof subscriptionSchema>;

/** A licence login: the person's ids are what every later PASS call sends. */
export const passAccountSchema = zPassAccount.extend({
  globalToken: z
    .string()
    .nullish()
    .transform((value) => value ?? null),
  personne: zPassAccount.shape.personne
    .unwrap()
    .options[0].extend({
      idAyantDroit: passId,
      numero_Licence: z.string(),
    })
    .nullish()
    .transform((value) => value ?? null),
  estCoach: z
    .boolean()
    .nullish()
    .transform((value) => value === true),
  // null turned into empty (section 3); one malformed subscription is left out.
  mesSouscriptions: z
    .array(z.unknown())
    .nullish()
    .transform(
      (value) =>
        readListItems(
          value ?? [],
          subscriptionSchema,
          'GET /AyantsDroits/GetAyantDroitByLicenceNumber',
        ).items,
    ),
});
export type PassAccountAnswer = z.infer<typeof passAccountSchema>;

/** A usable PASS login: only a reply with a globalToken counts (section 4, 'Load account'). */
export type PassAccount = PassAccountAnswer & {
  globalToken: string;
  personne: NonNullable<PassAccountAnswer['personne']>;
};

export function isPassAccount(answer: PassAccountAnswer | undefined): answer is PassAccount {
  return !!answer?.globalToken && answer.personne !== null;
}

const endpoints = passApi.injectEndpoints({
  endpoints: (build) => ({
    getPassAccount: build.query<PassAccountAnswer, string>({
      query: (licence) => ({
        api: 'pass',
        request: {
          url: `/AyantsDroits/GetAyantDroitByLicenceNumber/${encodeURIComponent(licence)}`,
        },
        schema: passAccountSchema,
      }),
      providesTags: ['PassAccount'],
    }),
  }),
});

export const { useGetPassAccountQuery } = endpoints;
