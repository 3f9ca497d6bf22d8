import { HttpResponse, type HttpHandler } from 'msw';
import { paths } from '@/shared/config/paths';
import { absoluteUrl, type RuntimeConfig } from '@/shared/config/runtime-config';
import { rowById } from '../../../db/queries';
import type { MembershipRow, MockDb, ProfileRow } from '../../../db/types';
import { todayDate } from '../../enrolment/rules/days';
import { ownProfile } from '../../profile-access';
import { errorResponse, responder } from '../../respond';
import { createRouter, numberParam, type SignedInContext } from '../../router';
import { formatVerificationCode, isVerificationCode, verificationCodeOf } from './attestation-code';
import { attestationById, attestationOfClub, type AttestationFacts } from './attestation-facts';
import { attestationPdf } from './attestation-pdf';
import { healthBrochurePdf } from './health-brochure-pdf';
import { licencePdf } from './licence-pdf';
import { bulletinPdf } from './bulletin-pdf';

/** pdf-lib is loaded on the first document asked for, not with the mocked backend. */
const loadPdfLib = () => import('pdf-lib');

function pdfResponse(bytes: Uint8Array, fileName: string): Response {
  return new HttpResponse(bytes, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${fileName}"`,
    },
  });
}

const noAttestationMessage = 'Aucune adhésion validée dans ce club pour la saison en cours.';
const unknownAttestationMessage =
  'Aucune attestation ne correspond à cette référence et à ce code.';

const frenchDate = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : null);
const nameOf = (profile: ProfileRow) => `${profile.firstname} ${profile.lastname}`;

function licenceTitleOf(db: MockDb, membership: MembershipRow): string | null {
  if (!membership.license) return null;
  return rowById(db.licenceLevels, membership.license.licenseLevelId, 'licence level').title;
}

/** The attestation of /attestation/{profileId}/{clubId}/…: the caller's own profile, or a refusal. */
function ownAttestation(context: SignedInContext): AttestationFacts | Response {
  const access = ownProfile(context, numberParam(context.params, 'profileId'));
  if ('denied' in access) return access.denied;
  const facts = attestationOfClub(
    context.db,
    access.profile.id,
    numberParam(context.params, 'clubId'),
  );
  return facts ?? errorResponse(404, noAttestationMessage);
}

/** The documents the portal shows in its PDF viewer, generated as real PDFs (pdf-lib). */
export function documentHandlers(config: RuntimeConfig, origin: string): HttpHandler[] {
  const route = createRouter('main', absoluteUrl(config.apiBaseUrl, origin));
  const respond = responder(config.productSlug);
  const seasonTitle = (db: MockDb) => db.seasons.find((season) => season.current)?.title ?? '';

  return [
    // GET /attestation/{a}/{b} (docs/spec/members-area.md 7): designed as profile and club.
    route.signedIn('GET', '/attestation/:profileId/:clubId', async (context) => {
      const facts = ownAttestation(context);
      if (facts instanceof Response) return facts;
      const code = formatVerificationCode(await verificationCodeOf(facts.attestationId));
      const bytes = await attestationPdf(await loadPdfLib(), {
        productName: config.productName,
        memberName: `${facts.member.firstname} ${facts.member.lastname}`,
        birthDate: frenchDate(facts.member.birthday),
        clubName: facts.club.title,
        clubCity: facts.club.city,
        seasonTitle: facts.season.title,
        activities: facts.activities,
        licenceTitle: facts.licences.map((licence) => licence.title).join(', ') || null,
        priceDroitOmnisport: facts.priceDroitOmnisport,
        totalPrice: facts.totalPrice,
        paid: facts.paid,
        issuedOn: frenchDate(todayDate()) ?? '',
        verification: {
          reference: String(facts.attestationId),
          code,
          address: `${origin}${paths.attestationCheck}/${facts.attestationId}/${code}`,
        },
      });
      return pdfResponse(bytes, `attestation-${facts.season.title.replace('/', '-')}.pdf`);
    }),

    // The reference the PDF prints, as JSON for 'Mon attestation' (designed, docs/api.md).
    route.signedIn('GET', '/attestation/:profileId/:clubId/reference', async (context) => {
      const facts = ownAttestation(context);
      if (facts instanceof Response) return facts;
      return respond({
        attestationId: facts.attestationId,
        verificationCode: formatVerificationCode(await verificationCodeOf(facts.attestationId)),
      });
    }),

    // GET /public/attestation/{a}/{b} (docs/spec/members-area.md 7): a third party checks an
    // attestation from its printed reference; a wrong id and a wrong code get the same 404.
    route.anonymous('GET', '/public/attestation/:attestationId/:code', async (context) => {
      const attestationId = numberParam(context.params, 'attestationId');
      const facts = Number.isSafeInteger(attestationId)
        ? attestationById(context.db, attestationId)
        : undefined;
      const valid = await isVerificationCode(attestationId, context.params.code ?? '');
      if (!facts || !valid) return errorResponse(404, unknownAttestationMessage);
      return respond({
        attestationId: facts.attestationId,
        member: { firstname: facts.member.firstname, lastname: facts.member.lastname },
        club: { id: facts.club.id, title: facts.club.title, city: facts.club.city },
        licences: facts.licences,
        cotisationActivite: facts.cotisationActivite,
        priceDroitOmnisport: facts.priceDroitOmnisport,
        totalPrice: facts.totalPrice,
        season: { title: facts.season.title },
        issuedOn: todayDate(),
        activities: facts.activities,
      });
    }),

    // GET /public/license/pdf/{id} (docs/spec/administration.md 7.5, file reply): one licence, by
    // its designed id, or by the id of a membership carrying it (the spec's only id for it: a
    // client of a spec-built backend sends that; docs/openapi/main-api.yaml). The seed keeps the
    // two apart (licences from 5001, memberships from 7001). A 'public' path: no bearer reaches it.
    route.anonymous('GET', '/public/license/pdf/:id', async ({ db, params }) => {
      const id = numberParam(params, 'id');
      const holder =
        db.memberships.find((membership) => membership.license?.id === id) ??
        db.memberships.find((membership) => membership.id === id && membership.license);
      const profile = holder && db.profiles.find((item) => item.id === holder.profileId);
      if (!holder?.license || !profile) return errorResponse(404, 'Licence introuvable.');
      const licenceId = holder.license.id;
      const sameLicence = db.memberships.filter(
        (membership) => membership.profileId === profile.id && membership.license?.id === licenceId,
      );
      const season = db.seasons.find((item) => item.id === holder.seasonId);
      const bytes = await licencePdf(await loadPdfLib(), {
        productName: config.productName,
        licenceTitle: licenceTitleOf(db, holder) ?? '',
        licenceNumber: holder.license.number,
        memberName: nameOf(profile),
        birthDate: frenchDate(profile.birthday),
        clubName: rowById(db.clubs, holder.clubId, 'club').title,
        seasonTitle: season?.title ?? seasonTitle(db),
        activities: sameLicence
          .filter((membership) => !membership.licenceOnly)
          .map((membership) => rowById(db.activities, membership.activityId, 'activity').title),
      });
      return pdfResponse(bytes, 'licence.pdf');
    }),

    // POST /membership/bulletin/pdf/{id} (docs/spec/administration.md 7.5, file reply): the
    // membership form of the membership's club and season, for the caller's own profiles.
    route.signedIn('POST', '/membership/bulletin/pdf/:membershipId', async (context) => {
      const { db } = context;
      const membership = db.memberships.find(
        (item) => item.id === numberParam(context.params, 'membershipId'),
      );
      if (!membership) return errorResponse(404, 'Adhésion introuvable.');
      const access = ownProfile(context, membership.profileId);
      if ('denied' in access) return access.denied;
      const sameClub = db.memberships.filter(
        (item) =>
          item.profileId === membership.profileId &&
          item.clubId === membership.clubId &&
          item.seasonId === membership.seasonId,
      );
      const licensed = sameClub.find((item) => item.license);
      const profile = access.profile;
      const bytes = await bulletinPdf(await loadPdfLib(), {
        productName: config.productName,
        clubName: rowById(db.clubs, membership.clubId, 'club').title,
        seasonTitle: db.seasons.find((item) => item.id === membership.seasonId)?.title ?? '',
        memberName: nameOf(profile),
        birthDate: frenchDate(profile.birthday),
        address: [profile.address, profile.postalCode, profile.city].filter(Boolean).join(' '),
        email: profile.email ?? context.account.email,
        licenceTitle: licensed ? licenceTitleOf(db, licensed) : null,
        activities: sameClub
          .filter((item) => !item.licenceOnly)
          .map((item) => rowById(db.activities, item.activityId, 'activity').title),
      });
      return pdfResponse(bytes, `bulletin-adhesion-${membership.id}.pdf`);
    }),

    // The health brochure (docs/spec/members-area.md 1), ma_sante_by_{product}.pdf.
    route.signedIn('GET', `/documents/ma_sante_by_${config.productSlug}.pdf`, async () =>
      pdfResponse(
        await healthBrochurePdf(await loadPdfLib(), config.productName),
        `ma_sante_by_${config.productSlug}.pdf`,
      ),
    ),
  ];
}
