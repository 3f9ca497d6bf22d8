import type { HttpHandler } from 'msw';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import {
  activityIdOfCategory,
  findActivity,
  findCategory,
  findClub,
  hasRoomFor,
} from '../../db/catalogue';
import { updateMockDb } from '../../db/mock-db';
import type { MockDb, OfflineMemberRow } from '../../db/types';
import { checkoutPagePath as checkoutPath } from '../../checkout/checkout-contract';
import { errorMessages, errorResponse, type Respond } from '../respond';
import type { MockRouter } from '../router';
import { createCheckout, nextId, nowIso, registerOfflineMembers } from './effects';
import { enrolmentMessages } from './messages';
import { jsonBody, queryId } from './query';
import {
  informationDemandBody,
  paymentLinkRequestBody,
  registerEventBody,
  type OfflineMemberBody,
} from './visitor-bodies';
import { sellablePrices } from './views/activity-view';

const sameEmail = (a: string | null, b: string) =>
  a !== null && a.trim().toLowerCase() === b.trim().toLowerCase();

/** Any account or profile already using the address (the offline form then asks to sign in). */
export function emailInUse(db: MockDb, email: string): boolean {
  return (
    db.accounts.some((account) => sameEmail(account.email, email)) ||
    db.profiles.some((profile) => sameEmail(profile.email, email))
  );
}

/** The club, activity and category named by a visitor call, checked to belong together. */
function placeOf(db: MockDb, clubId: number, activityId: number, categoryId: number) {
  const club = findClub(db, clubId);
  const activity = findActivity(db, activityId);
  const category = findCategory(db, categoryId);
  if (!club || !activity || !category) return { error: 404 as const };
  if (activity.clubId !== club.id || activityIdOfCategory(category.id) !== activity.id) {
    return { error: 400 as const };
  }
  return { club, activity, category };
}

function offlineRow(
  db: MockDb,
  member: OfflineMemberBody,
  place: { clubId: number; activityId: number; categoryId: number },
  status: OfflineMemberRow['status'],
): OfflineMemberRow {
  const row: OfflineMemberRow = {
    id: nextId(db.offlineMembers, 1),
    createdAt: nowIso(),
    ...place,
    firstname: member.firstname,
    lastname: member.lastname,
    birthday: member.birthday,
    gender: member.gender,
    email: member.email,
    mobilePhone: member.mobilePhone,
    agreements: {
      diffusionImage: member.agreementDiffusionImage,
      infoFederation: member.agreementInfoFederation,
      infoClub: member.agreementInfoClub,
      infoRegion: member.agreementInfoRegion,
      infoPartner: member.agreementInfoPartner,
    },
    status,
  };
  db.offlineMembers.push(row);
  return row;
}

/** What a visitor without an account may do (docs/spec/enrolment.md 2 and 7). */
export function visitorHandlers(
  route: MockRouter,
  respond: Respond,
  config: RuntimeConfig,
  origin: string,
): HttpHandler[] {
  return [
    route.anonymous('POST', '/public/information-demand', async ({ db, request }) => {
      const parsed = informationDemandBody.safeParse(await jsonBody(request, config.productSlug));
      if (!parsed.success) return errorResponse(400, enrolmentMessages.badBody);
      const demand = parsed.data;
      if (!findClub(db, demand.club.id)) return errorResponse(404, errorMessages.clubNotFound);
      const foreign = demand.activities.some(
        (item) => findActivity(db, item.id)?.clubId !== demand.club.id,
      );
      if (foreign) return errorResponse(400, enrolmentMessages.notInClub);
      updateMockDb((live) => {
        live.informationDemands.push({
          id: nextId(live.informationDemands, 1),
          createdAt: nowIso(),
          clubId: demand.club.id,
          activityIds: demand.activities.map((item) => item.id),
          firstName: demand.firstName,
          lastName: demand.lastName,
          birthDate: demand.birthDate,
          email: demand.mailAdress,
          phoneNumber: demand.phoneNumber,
          question: demand.question,
        });
      });
      return respond({ success: true });
    }),

    route.optionalAuth('GET', '/members/check-email', ({ db, url }) => {
      const email = url.searchParams.get('email')?.trim();
      if (!email) return errorResponse(400, enrolmentMessages.badQuery);
      return respond(emailInUse(db, email));
    }),

    // Free registration to an event (the 'Envoyer' button); paid ones go through the checkout.
    route.optionalAuth('POST', '/register-event', async ({ db, request, url }) => {
      const ids = {
        clubId: queryId(url, 'clubId', `${config.productSlug}Id`),
        activityId: queryId(url, 'activityId'),
        categoryId: queryId(url, 'categoryId'),
      };
      if (Object.values(ids).some(Number.isNaN)) {
        return errorResponse(400, enrolmentMessages.badQuery);
      }
      const parsed = registerEventBody.safeParse(await jsonBody(request, config.productSlug));
      if (!parsed.success) return errorResponse(400, enrolmentMessages.badBody);
      const place = placeOf(db, ids.clubId, ids.activityId, ids.categoryId);
      if ('error' in place) {
        return place.error === 404
          ? errorResponse(404, enrolmentMessages.categoryNotFound)
          : errorResponse(400, enrolmentMessages.notInClub);
      }
      const paid = sellablePrices(db, place.category.id).some((price) => price.amount > 0);
      if (paid) return errorResponse(400, enrolmentMessages.paidEvent);
      if (!hasRoomFor(db, place.category, parsed.data.length)) {
        return errorResponse(409, enrolmentMessages.full);
      }
      updateMockDb((live) => {
        const rows = parsed.data.map((member) => offlineRow(live, member, ids, 'PENDING_PAYMENT'));
        registerOfflineMembers(
          live,
          rows.map((row) => row.id),
        );
      });
      return respond({ success: true });
    }),

    // Paying without an account: the provider's checkout for the visitor and the others.
    route.anonymous('POST', '/public/helloasso/payment-link', async ({ db, request }) => {
      const parsed = paymentLinkRequestBody.safeParse(await jsonBody(request, config.productSlug));
      if (!parsed.success) return errorResponse(400, enrolmentMessages.badBody);
      const payment = parsed.data;
      const { clubId, activityId, categoryId, offlineUser, others } = payment.metadata;
      const place = placeOf(db, clubId, activityId, categoryId);
      if ('error' in place) {
        return place.error === 404
          ? errorResponse(404, enrolmentMessages.categoryNotFound)
          : errorResponse(400, enrolmentMessages.notInClub);
      }
      if (!hasRoomFor(db, place.category, 1 + others.length)) {
        return respond({ link: 'FULL' });
      }
      const checkout = updateMockDb((live) => {
        const rows = [offlineUser, ...others].map((member) =>
          offlineRow(live, member, { clubId, activityId, categoryId }, 'PENDING_PAYMENT'),
        );
        return createCheckout(live, {
          itemName: payment.itemName,
          amountCents: payment.totalAmount,
          instalments: 1,
          payerName: `${payment.payer.firstName} ${payment.payer.lastName}`.trim(),
          returnUrl: payment.returnUrl,
          errorUrl: payment.errorUrl,
          backUrl: payment.backUrl,
          orderId: null,
          offlineMemberIds: rows.map((row) => row.id),
        });
      });
      return respond({ link: `${origin}${checkoutPath}/${checkout.id}` });
    }),
  ];
}
