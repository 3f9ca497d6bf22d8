import { describe, expect, it } from 'vitest';
import { contractDocument, type ContractName } from '@/mocks/contract/contract-documents';
import { documentedOperations } from '@/mocks/contract/operation-index';
import { testConfig, testOrigin } from '@/mocks/node';
import { absoluteUrl } from '@/shared/config/runtime-config';
import { bearer, demoEmails } from '../fake-token';

/**
 * Every GET the documents give, asked of the seeded mock: each answer crosses the contract
 * gate, which checks it against docs/openapi and answers 500 on a breach
 * (docs/adr/0015-openapi-contract.md). A GET the mock does not serve is named below with why,
 * so that a new operation cannot slip through unasked.
 */
const slug = testConfig.productSlug;
const bases: Record<string, string> = {
  main: testConfig.apiBaseUrl,
  news: testConfig.newsApiBaseUrl,
  geo: testConfig.geoApiBaseUrl,
  geocoder: testConfig.geocoderUrl,
  pass: testConfig.passApiBaseUrl,
  chat: testConfig.chatServiceUrl,
};

type Answer = { status: number; body: unknown; text: string };

async function get(base: string, path: string, email: string = demoEmails.family): Promise<Answer> {
  const response = await fetch(`${absoluteUrl(bases[base] ?? '', testOrigin)}${path}`, {
    headers: bearer(email),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // a PDF or a text answer
  }
  return { status: response.status, body, text };
}

const first = <T>(list: unknown): T => (list as T[])[0] as T;

/** The call that reaches each documented GET with seeded data: [base, path, e-mail?]. */
type Example = () => Promise<[base: string, path: string, email?: string]>;

const seasonSessions = async () =>
  (
    await get(
      'main',
      '/public/sessions?activityId=101&startDate=2026-11-23&endDate=2026-12-31&profileId=101',
    )
  ).body as { id: number; uuid: string; static: boolean }[];

const passMonth = async () =>
  (
    await get(
      'pass',
      '/ActivitesCalendriers/GetClubsCreneauxForMonth?clubId=11&monthDate=2026-12-01',
    )
  ).body as { idCalendrier: number; activiteId: number; coachId: number | null }[];

const passOffers = async () =>
  (await get('pass', '/Offres/GetOffersByClub/11')).body as { id?: number; offreId?: number }[];

const firstConversation = async () =>
  first<{ id: number }>((await get('chat', '/conversations/user/101')).body).id;

const examples: Record<ContractName, Record<string, Example>> = {
  main: {
    '/pre-inscriptions/{email}/{lastname}/{firstname}': async () => [
      'main',
      '/pre-inscriptions/famille.martin@exemple.fr/Martin/Claire',
    ],
    '/public/subscription-membership/list/{id}': async () => [
      'main',
      `/public/subscription-membership/list/${first<{ memberships: { id: number }[] }>((await get('main', '/profiles')).body).memberships[0]?.id ?? 0}`,
    ],
    '/member-renewal/{id}': async () => ['main', '/member-renewal/101'],
    '/members/check-email': async () => [
      'main',
      '/members/check-email?email=famille.martin@exemple.fr',
    ],
    '/public/payment/get-category-prices-for-order/season/{season}': async () => [
      'main',
      '/public/payment/get-category-prices-for-order/season/4?activityCategoryId=1021&memberId=101',
    ],
    [`/promo/${slug}/{clubId}`]: async () => ['main', `/promo/${slug}/1`],
    '/promo/{id}': async () => ['main', '/promo/1'],
    '/public/payment/get-licenses-options-for-order': async () => [
      'main',
      '/public/payment/get-licenses-options-for-order?activityCategoryPriceId=10211&memberId=101',
    ],
    '/public/payment/get-payment-options': async () => [
      'main',
      '/public/payment/get-payment-options?memberId=101&activityCategoryPriceId=10211&licenseLevelId=1&amount=240',
    ],
    '/orders/{profileId}': async () => ['main', '/orders/101'],
    '/public/payment/get-payment-schedule': async () => [
      'main',
      '/public/payment/get-payment-schedule?memberId=101',
    ],
    '/public/license/pdf/{id}': async () => {
      const profile = (await get('main', '/profiles/101')).body as {
        memberships: { license?: { id?: number } }[];
      };
      const licence = profile.memberships.find((membership) => membership.license?.id);
      return ['main', `/public/license/pdf/${licence?.license?.id ?? 0}`];
    },
    '/user-admin/roles': async () => ['main', '/user-admin/roles', demoEmails.federationAdmin],
    '/user-admin/{email}/roles': async () => [
      'main',
      `/user-admin/${demoEmails.clubAdmin}/roles`,
      demoEmails.federationAdmin,
    ],
    '/public/activity/{id}': async () => ['main', '/public/activity/102'],
    '/public/activity/is-risky/{id}': async () => ['main', '/public/activity/is-risky/107'],
    '/public/member-subscription/club/{clubId}/member/{memberId}': async () => [
      'main',
      '/public/member-subscription/club/1/member/101',
    ],
    '/seasons': async () => ['main', '/seasons'],
    '/public/activities/federal': async () => ['main', '/public/activities/federal'],
    '/auth-club-premium/{id}': async () => ['main', '/auth-club-premium/101'],
    [`/public/${slug}`]: async () => ['main', `/public/${slug}`],
    [`/public/${slug}/{id}`]: async () => ['main', `/public/${slug}/1`],
    [`/public/${slug}/{id}/sponsors`]: async () => ['main', `/public/${slug}/1/sponsors`],
    [`/public/${slug}/{id}/settlement`]: async () => ['main', `/public/${slug}/1/settlement`],
    '/public/sessions': async () => [
      'main',
      '/public/sessions?activityId=101&startDate=2026-11-23&endDate=2026-12-20',
    ],
    '/sessions/uuid/{id}': async () => {
      const series = (await seasonSessions()).find((session) => session.static);
      return ['main', `/sessions/uuid/${series?.uuid ?? 'none'}?profileId=101`];
    },
    '/public/contacts': async () => ['main', '/public/contacts'],
    '/public/contact/{id}': async () => ['main', '/public/contact/1'],
    '/public/valides/activities/{clubId}': async () => ['main', '/public/valides/activities/1'],
    '/public/valides/Categories/{activityId}': async () => [
      'main',
      '/public/valides/Categories/101',
    ],
    '/public/license-level': async () => ['main', '/public/license-level'],
    '/profiles': async () => ['main', '/profiles'],
    '/profiles/{id}': async () => ['main', '/profiles/101'],
    '/public/attestation/{a}/{b}': async () => {
      const reference = (await get('main', '/attestation/101/1/reference')).body as {
        attestationId: number;
        verificationCode: string;
      };
      return [
        'main',
        `/public/attestation/${reference.attestationId}/${reference.verificationCode}`,
      ];
    },
    '/attestation/{a}/{b}': async () => ['main', '/attestation/101/1'],
    '/attestation/{a}/{b}/reference': async () => ['main', '/attestation/101/1/reference'],
    '/reservations/{sessionId}/profile/{profileId}': async () => [
      'main',
      `/reservations/${first<{ id: number }>(await seasonSessions()).id}/profile/101`,
    ],
    '/sessions/{uuid}/siblings': async () => {
      const series = (await seasonSessions()).find((session) => session.static);
      return ['main', `/sessions/${series?.uuid ?? 'none'}/siblings`];
    },
    '/user-admin/privileges': async () => [
      'main',
      '/user-admin/privileges',
      demoEmails.federationAdmin,
    ],
    '/user-admin/search-by-filters': async () => [
      'main',
      '/user-admin/search-by-filters?offset=0&limit=10',
      demoEmails.federationAdmin,
    ],
    '/user-admin/account/search-by-needle': async () => [
      'main',
      '/user-admin/account/search-by-needle?needle=martin&offset=0&limit=10',
      demoEmails.federationAdmin,
    ],
    '/user-admin/{email}/account': async () => [
      'main',
      '/user-admin/famille.roux@exemple.fr/account',
      demoEmails.federationAdmin,
    ],
    '/user/{id}': async () => ['main', '/user/801', demoEmails.federationAdmin],
    '/user-admin/roles-config': async () => [
      'main',
      '/user-admin/roles-config',
      demoEmails.federationAdmin,
    ],
    '/user-admin/region/{id}/clubs': async () => [
      'main',
      '/user-admin/region/1/clubs',
      demoEmails.federationAdmin,
    ],
    '/user-admin/region/{regionId}/clubs/{clubId}/activities': async () => [
      'main',
      '/user-admin/region/1/clubs/1/activities',
      demoEmails.federationAdmin,
    ],
    '/user-admin/{email}/exists': async () => [
      'main',
      '/user-admin/famille.martin@exemple.fr/exists',
      demoEmails.federationAdmin,
    ],
    '/function/count-users/{id}': async () => [
      'main',
      '/function/count-users/1',
      'admin.super@exemple.fr',
    ],
    '/account/{email}/exists': async () => ['main', '/account/famille.martin@exemple.fr/exists'],
    '/public/account/{email}/exists': async () => [
      'main',
      '/public/account/personne@exemple.fr/exists',
    ],
    '/public/premium-offers/best': async () => ['main', '/public/premium-offers/best'],
    [`/documents/ma_sante_by_${slug}.pdf`]: async () => [
      'main',
      `/documents/ma_sante_by_${slug}.pdf`,
    ],
    '/news/{id}': async () => ['news', '/news/1?offset=0&limit=10'],
    '/communes': async () => ['geo', '/communes?codePostal=69001&fields=nom,code'],
    '/departements': async () => ['geo', '/departements?fields=nom,code'],
    '/departements/{code}/communes': async () => [
      'geo',
      '/departements/69/communes?fields=nom,code',
    ],
    '/search/': async () => ['geocoder', '/search/?q=Lyon&limit=1'],
  },
  pass: {
    '/clubs/all': async () => ['pass', '/clubs/all'],
    '/Activites/GetActivitiesByClubId/{clubId}': async () => [
      'pass',
      '/Activites/GetActivitiesByClubId/11',
    ],
    '/Activites/GetActivitiesByOffers/{offerId}': async () => {
      const offer = first<{ id?: number; offreId?: number }>(await passOffers());
      return ['pass', `/Activites/GetActivitiesByOffers/${offer.id ?? offer.offreId}`];
    },
    '/ActivitesCalendriers/GetClubsCreneauxForMonth': async () => [
      'pass',
      '/ActivitesCalendriers/GetClubsCreneauxForMonth?clubId=11&monthDate=2026-12-01',
    ],
    '/ActivitesCalendriers/GetActivitesCalendrier/{id}': async () => [
      'pass',
      `/ActivitesCalendriers/GetActivitesCalendrier/${first<{ idCalendrier: number }>(await passMonth()).idCalendrier}`,
    ],
    '/OffresActivites/GetOffresByActivity/{activityId}': async () => [
      'pass',
      `/OffresActivites/GetOffresByActivity/${first<{ activiteId: number }>(await passMonth()).activiteId}`,
    ],
    '/Offres/GetOffresId/{id}': async () => {
      const offer = first<{ id?: number; offreId?: number }>(await passOffers());
      return ['pass', `/Offres/GetOffresId/${offer.id ?? offer.offreId}`];
    },
    '/Offres/GetOffersByClub/{clubId}': async () => ['pass', '/Offres/GetOffersByClub/11'],
    '/AyantsDroits/GetAyantDroitByLicenceNumber/{licence}': async () => [
      'pass',
      '/AyantsDroits/GetAyantDroitByLicenceNumber/AMSF-069-001984',
    ],
    '/Reservations/GetReseByAyantDroit/{ayantDroitId}': async () => [
      'pass',
      '/Reservations/GetReseByAyantDroit/9001',
    ],
    '/Reservations/LastKnownCredit/{id}': async () => {
      const account = (
        await get('pass', '/AyantsDroits/GetAyantDroitByLicenceNumber/AMSF-069-001984')
      ).body as { mesSouscriptions: { id?: number; monOffre: { id: number } }[] };
      const subscription = first<{ id?: number; monOffre: { id: number } }>(
        account.mesSouscriptions,
      );
      return [
        'pass',
        `/Reservations/LastKnownCredit/${subscription.id ?? subscription.monOffre.id}`,
      ];
    },
    '/Reservations/GetParticipantsNamesByCreaneaux/{id}': async () => {
      const coached = (await passMonth()).find((slot) => slot.coachId === 9002);
      return [
        'pass',
        `/Reservations/GetParticipantsNamesByCreaneaux/${coached?.idCalendrier ?? 0}`,
        demoEmails.coach,
      ];
    },
    '/Installations/{clubId}': async () => ['pass', '/Installations/11'],
  },
  chat: {
    '/conversations/user/{profileId}': async () => ['chat', '/conversations/user/101'],
    '/messages/conversation/{id}': async () => [
      'chat',
      `/messages/conversation/${await firstConversation()}`,
    ],
    '/members/conversation/{id}': async () => [
      'chat',
      `/members/conversation/${await firstConversation()}`,
    ],
    '/participants/potential/{profileId}': async () => ['chat', '/participants/potential/101'],
  },
};

/** GETs of the documents that the mock does not serve today, and why. */
const notServed: Record<ContractName, Record<string, string>> = {
  main: {
    '/public/communes/{code}': 'a spec call the portal does not make (geo.api.gouv.fr instead)',
    [`/public/${slug}-by-offer/{id}`]: 'a spec call the portal does not make',
    '/public/sessions/{id}': 'a spec call the portal does not make',
    '/public/sessions/category/{categoryId}': 'a spec call the portal does not make (x-unused)',
    '/public/license/{id}': 'a spec call the portal does not make',
    '/comments/by-post/{a}/{b}': 'community posts: not part of the portal',
    '/service-plan.json': 'a static file of the resources host, served by the web server',
  },
  pass: {},
  chat: {},
};

const cases = (['main', 'pass', 'chat'] as const).flatMap((name) =>
  documentedOperations(contractDocument(name, slug))
    .filter((operation) => operation.method === 'get')
    .map((operation) => ({ name, template: operation.template })),
);

describe('the mock answers every documented GET as docs/openapi says', () => {
  it('names every documented GET either with a seeded call or as not served', () => {
    const unlisted = cases.filter(
      ({ name, template }) => !examples[name][template] && !notServed[name][template],
    );
    expect(unlisted).toEqual([]);
  });

  const served = cases.filter(({ name, template }) => examples[name][template]);
  it.each(served)('$name GET $template', async ({ name, template }) => {
    const [base, path, email] = await (examples[name][template] as Example)();
    const answer = await get(base, path, email);
    // The contract gate turns a breach into a 500 whose body says what broke.
    expect({ path, status: answer.status, text: answer.status === 200 ? '' : answer.text }).toEqual(
      {
        path,
        status: 200,
        text: '',
      },
    );
  });
});
