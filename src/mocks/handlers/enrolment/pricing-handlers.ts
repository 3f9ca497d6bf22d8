import type { HttpHandler } from 'msw';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import {
  activityIdOfCategory,
  categoryIdOfPrice,
  findActivity,
  findCategory,
  findClub,
  findPrice,
} from '../../db/catalogue';
import type { MockDb } from '../../db/types';
import { errorMessages, errorResponse, type Respond } from '../respond';
import { numberParam, type MockRouter } from '../router';
import { enrolmentMessages } from './messages';
import { optionalQueryId, queryAmount, queryId } from './query';
import { todayDate } from './rules/days';
import { licenceOptions } from './rules/licence-options';
import { offerPriceView } from './rules/offers';
import { paymentOptions } from './rules/payment-options';
import { sellablePrices } from './views/activity-view';

export function activePromoOf(db: MockDb, clubId: number) {
  const promo = db.promos.find((item) => item.clubId === clubId && item.active);
  return promo
    ? { id: promo.id, title: promo.title, discountPercentage: promo.discountPercentage }
    : null;
}

/** Offers, licences, payment options and promos: what the wizard prices with. */
export function pricingHandlers(
  route: MockRouter,
  respond: Respond,
  config: RuntimeConfig,
): HttpHandler[] {
  return [
    route.anonymous(
      'GET',
      '/public/payment/get-category-prices-for-order/season/:seasonId',
      ({ db, params, url }) => {
        const seasonId = numberParam(params, 'seasonId');
        if (!db.seasons.some((season) => season.id === seasonId)) {
          return errorResponse(404, enrolmentMessages.seasonNotFound);
        }
        const category = findCategory(db, queryId(url, 'activityCategoryId'));
        const activity = category && findActivity(db, activityIdOfCategory(category.id));
        if (!category || !activity) return errorResponse(404, enrolmentMessages.categoryNotFound);
        const memberId = optionalQueryId(url, 'memberId');
        const prices = sellablePrices(db, category.id).filter(
          (price) => price.seasonId === seasonId,
        );
        return respond({
          activityCategoryPrices: prices.map((price) =>
            offerPriceView(db, category, price, memberId),
          ),
          promo: activePromoOf(db, activity.clubId),
        });
      },
    ),

    route.anonymous('GET', '/public/payment/get-licenses-options-for-order', ({ db, url }) => {
      const price = findPrice(db, queryId(url, 'activityCategoryPriceId'));
      const category = price && findCategory(db, categoryIdOfPrice(price.id));
      if (!price || !category) return errorResponse(404, enrolmentMessages.priceNotFound);
      return respond(
        licenceOptions(db, category, price.seasonId, optionalQueryId(url, 'memberId')),
      );
    }),

    route.anonymous('GET', '/public/payment/get-payment-options', ({ db, url }) => {
      const price = findPrice(db, queryId(url, 'activityCategoryPriceId'));
      const category = price && findCategory(db, categoryIdOfPrice(price.id));
      const activity = category && findActivity(db, activityIdOfCategory(category.id));
      const club = activity && findClub(db, activity.clubId);
      if (!category || !club) return errorResponse(404, enrolmentMessages.priceNotFound);
      const amount = queryAmount(url, 'amount');
      if (Number.isNaN(amount) || Number.isNaN(queryId(url, 'licenseLevelId'))) {
        return errorResponse(400, enrolmentMessages.badQuery);
      }
      return respond(paymentOptions(amount, category.paymentSplit, todayDate(), club.absorbsFees));
    }),

    route.signedIn('GET', `/promo/${config.productSlug}/:clubId`, ({ db, params }) => {
      const clubId = numberParam(params, 'clubId');
      if (!findClub(db, clubId)) return errorResponse(404, errorMessages.clubNotFound);
      return respond(activePromoOf(db, clubId));
    }),

    route.signedIn('GET', '/promo/:id', ({ db, params }) => {
      const promo = db.promos.find((item) => item.id === numberParam(params, 'id'));
      if (!promo) return errorResponse(404, enrolmentMessages.promoNotFound);
      const { id, title, discountPercentage } = promo;
      return respond({ id, title, discountPercentage });
    }),

    route.anonymous(
      'GET',
      '/public/member-subscription/club/:clubId/member/:memberId',
      ({ db, params }) => {
        const clubId = numberParam(params, 'clubId');
        if (!findClub(db, clubId)) return errorResponse(404, errorMessages.clubNotFound);
        const memberId = numberParam(params, 'memberId');
        const subscriptions = db.memberships
          .filter((membership) => membership.profileId === memberId && membership.clubId === clubId)
          .flatMap((membership) =>
            membership.subscriptions.map((subscription) => ({
              id: subscription.id,
              activityCategory: { id: subscription.categoryId },
              activityCategoryPrice: {
                id: subscription.categoryPriceId,
                season: { id: membership.seasonId },
              },
            })),
          );
        return respond(subscriptions);
      },
    ),
  ];
}
