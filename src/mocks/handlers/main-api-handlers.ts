import type { HttpHandler } from 'msw';
import { absoluteUrl, type RuntimeConfig } from '@/shared/config/runtime-config';
import { profilesOfAccount } from '../db/queries';
import { ownProfile } from './profile-access';
import { errorMessages, errorResponse, responder } from './respond';
import { createRouter, numberParam } from './router';
import { activeOrderStatuses, orderView } from './views/order-view';
import { profileView } from './views/profile-view';

/** The main API (base apiBaseUrl): profiles, seasons, orders and the public club data. */
export function mainApiHandlers(config: RuntimeConfig, origin: string): HttpHandler[] {
  const route = createRouter('main', absoluteUrl(config.apiBaseUrl, origin));
  const respond = responder(config.productSlug);

  return [
    route.signedIn('GET', '/profiles', ({ db, account }) =>
      respond(profilesOfAccount(db, account.id).map((profile) => profileView(db, profile))),
    ),

    route.signedIn('GET', '/profiles/:profileId', (context) => {
      const access = ownProfile(context, numberParam(context.params, 'profileId'));
      if ('denied' in access) return access.denied;
      return respond(profileView(context.db, access.profile));
    }),

    route.signedIn('GET', '/seasons', ({ db }) =>
      respond([...db.seasons].sort((a, b) => a.id - b.id)),
    ),

    route.signedIn('GET', '/orders/:profileId', (context) => {
      const access = ownProfile(context, numberParam(context.params, 'profileId'));
      if ('denied' in access) return access.denied;
      const orders = context.db.orders
        .filter(
          (order) =>
            order.profileId === access.profile.id && activeOrderStatuses.includes(order.status),
        )
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
      return respond(orders.map((order) => orderView(context.db, order)));
    }),

    route.anonymous('GET', `/public/${config.productSlug}/:clubId/sponsors`, ({ db, params }) => {
      const clubId = numberParam(params, 'clubId');
      if (!db.clubs.some((club) => club.id === clubId)) {
        return errorResponse(404, errorMessages.clubNotFound);
      }
      const sponsors = db.sponsors
        .filter((sponsor) => sponsor.clubId === clubId)
        .map(({ imageUrl, linkUrl }) => ({ imageUrl, linkUrl }));
      return respond(sponsors);
    }),

    route.anonymous('GET', '/public/premium-offers/best', ({ db }) => {
      const offers = db.offers
        .filter((offer) => offer.best)
        .map(({ titre, description, imageUrl, url, initialPrice, finalPrice }) => ({
          titre,
          description,
          imageUrl,
          url,
          initialPrice,
          finalPrice,
        }));
      return respond(offers);
    }),
  ];
}
