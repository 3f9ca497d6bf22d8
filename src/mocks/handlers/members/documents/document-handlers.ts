import { HttpResponse, type HttpHandler } from 'msw';
import { absoluteUrl, type RuntimeConfig } from '@/shared/config/runtime-config';
import { findPrice } from '../../../db/catalogue';
import { rowById } from '../../../db/queries';
import type { MembershipRow, MockDb, ProfileRow } from '../../../db/types';
import { todayDate } from '../../enrolment/rules/days';
import { ownProfile } from '../../profile-access';
import { errorResponse } from '../../respond';
import { createRouter, numberParam } from '../../router';
import { attestationPdf } from './attestation-pdf';
import { healthBrochurePdf } from './health-brochure-pdf';
import { licencePdf } from './licence-pdf';

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

const frenchDate = (iso: string | null) => (iso ? iso.split('-').reverse().join('/') : null);
const nameOf = (profile: ProfileRow) => `${profile.firstname} ${profile.lastname}`;

function currentMemberships(db: MockDb, profileId: number): MembershipRow[] {
  const current = db.seasons.find((season) => season.current);
  return db.memberships.filter(
    (membership) => membership.profileId === profileId && membership.seasonId === current?.id,
  );
}

function licenceTitleOf(db: MockDb, membership: MembershipRow): string | null {
  if (!membership.license) return null;
  return rowById(db.licenceLevels, membership.license.licenseLevelId, 'licence level').title;
}

/** The documents the portal shows in its PDF viewer, generated as real PDFs (pdf-lib). */
export function documentHandlers(config: RuntimeConfig, origin: string): HttpHandler[] {
  const route = createRouter('main', absoluteUrl(config.apiBaseUrl, origin));
  const seasonTitle = (db: MockDb) => db.seasons.find((season) => season.current)?.title ?? '';

  return [
    // GET /attestation/{a}/{b} (members-area.md 7): designed as profile and club.
    route.signedIn('GET', '/attestation/:profileId/:clubId', async (context) => {
      const access = ownProfile(context, numberParam(context.params, 'profileId'));
      if ('denied' in access) return access.denied;
      const { db } = context;
      const clubId = numberParam(context.params, 'clubId');
      const memberships = currentMemberships(db, access.profile.id).filter(
        (membership) => membership.clubId === clubId,
      );
      if (memberships.length === 0) {
        return errorResponse(404, 'Aucune adhésion validée dans ce club pour la saison en cours.');
      }
      const club = rowById(db.clubs, clubId, 'club');
      const activities = memberships.map((membership) => {
        const price = membership.subscriptions
          .map((subscription) => findPrice(db, subscription.categoryPriceId))
          .find(Boolean);
        return {
          title: rowById(db.activities, membership.activityId, 'activity').title,
          cotisationActivite: price?.amount ?? 0,
        };
      });
      const priceDroitOmnisport = 10;
      const bytes = await attestationPdf(await loadPdfLib(), {
        productName: config.productName,
        memberName: nameOf(access.profile),
        birthDate: frenchDate(access.profile.birthday),
        clubName: club.title,
        clubCity: club.city,
        seasonTitle: seasonTitle(db),
        activities,
        licenceTitle: memberships.map((item) => licenceTitleOf(db, item)).find(Boolean) ?? null,
        priceDroitOmnisport,
        totalPrice:
          activities.reduce((sum, activity) => sum + activity.cotisationActivite, 0) +
          priceDroitOmnisport,
        issuedOn: frenchDate(todayDate()) ?? '',
      });
      return pdfResponse(bytes, `attestation-${seasonTitle(db).replace('/', '-')}.pdf`);
    }),

    // The licence PDF (members-area.md 7 'Other calls', path designed): this season's main one.
    route.signedIn('GET', '/licence/:profileId', async (context) => {
      const access = ownProfile(context, numberParam(context.params, 'profileId'));
      if ('denied' in access) return access.denied;
      const { db } = context;
      const licensed = currentMemberships(db, access.profile.id)
        .filter((membership) => membership.license)
        .sort((a, b) => {
          const level = (item: MembershipRow) =>
            rowById(db.licenceLevels, item.license?.licenseLevelId ?? 0, 'licence level').level;
          return level(a) - level(b);
        });
      const main = licensed[0];
      if (!main?.license) return errorResponse(404, 'Aucune licence pour la saison en cours.');
      const bytes = await licencePdf(await loadPdfLib(), {
        productName: config.productName,
        licenceTitle: licenceTitleOf(db, main) ?? '',
        licenceNumber: main.license.number,
        memberName: nameOf(access.profile),
        birthDate: frenchDate(access.profile.birthday),
        clubName: rowById(db.clubs, main.clubId, 'club').title,
        seasonTitle: seasonTitle(db),
        activities: licensed.map(
          (membership) => rowById(db.activities, membership.activityId, 'activity').title,
        ),
      });
      return pdfResponse(bytes, 'licence.pdf');
    }),

    // The health brochure (members-area.md 1), ma_sante_by_{product}.pdf.
    route.signedIn('GET', `/documents/ma_sante_by_${config.productSlug}.pdf`, async () =>
      pdfResponse(
        await healthBrochurePdf(await loadPdfLib(), config.productName),
        `ma_sante_by_${config.productSlug}.pdf`,
      ),
    ),
  ];
}
