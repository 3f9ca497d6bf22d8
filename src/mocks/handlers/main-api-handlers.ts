import type { HttpHandler } from 'msw';
import { z } from 'zod';
import { offerSchema } from '@/features/members/api/get-best-offers';
import { sponsorSchema } from '@/features/members/api/get-club-sponsors';
import { absoluteUrl, type RuntimeConfig } from '@/shared/config/runtime-config';
import { orderSchema, profileSchema, seasonSchema } from '@/shared/session/schemas';
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
      respond(
        z.array(profileSchema),
        profilesOfAccount(db, account.id).map((profile) => profileView(db, profile)),
        { schemaName: 'getProfilesResponse' },
      ),
    ),

    route.signedIn('GET', '/profiles/:profileId', (context) => {
      const access = ownProfile(context, numberParam(context.params, 'profileId'));
      if ('denied' in access) return access.denied;
      return respond(profileSchema, profileView(context.db, access.profile), {
        schemaName: 'profileSchema',
      });
    }),

    route.signedIn('GET', '/seasons', ({ db }) =>
      respond(
        z.array(seasonSchema),
        [...db.seasons].sort((a, b) => a.id - b.id),
        {
          schemaName: 'getSeasonsResponse',
        },
      ),
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
      return respond(
        z.array(orderSchema),
        orders.map((order) => orderView(context.db, order)),
        { schemaName: 'getActiveOrdersResponse' },
      );
    }),

    route.anonymous('GET', `/public/${config.productSlug}/:clubId/sponsors`, ({ db, params }) => {
      const clubId = numberParam(params, 'clubId');
      if (!db.clubs.some((club) => club.id === clubId)) {
        return errorResponse(404, errorMessages.clubNotFound);
      }
      const sponsors = db.sponsors
        .filter((sponsor) => sponsor.clubId === clubId)
        .map(({ imageUrl, linkUrl }) => ({ imageUrl, linkUrl }));
      return respond(z.array(sponsorSchema), sponsors, { schemaName: 'sponsorSchema[]' });
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
      return respond(z.array(offerSchema), offers, { schemaName: 'offerSchema[]' });
    }),
  ];
}
