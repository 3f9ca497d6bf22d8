import type { HttpHandler } from 'msw';
import { paymentScheduleListContract } from '@/features/members/api/get-payment-schedules';
import { absoluteUrl, type RuntimeConfig } from '@/shared/config/runtime-config';
import { rowById } from '../../db/queries';
import { ownProfile } from '../profile-access';
import { responder } from '../respond';
import { createRouter, numberParam } from '../router';
import { documentHandlers } from './documents/document-handlers';
import { reservationHandlers } from './reservations/reservation-handlers';

/**
 * 'Mes inscriptions' beyond the requests (members-area.md 2): payment schedules, documents and
 * the reservations calendar, on the main API.
 */
export function registrationAreaHandlers(config: RuntimeConfig, origin: string): HttpHandler[] {
  const route = createRouter('main', absoluteUrl(config.apiBaseUrl, origin));
  const respond = responder(config.productSlug);

  return [
    route.signedIn('GET', '/members/:profileId/payment-schedules', (context) => {
      const access = ownProfile(context, numberParam(context.params, 'profileId'));
      if ('denied' in access) return access.denied;
      const { db } = context;
      const schedules = db.memberships
        .filter((membership) => membership.profileId === access.profile.id)
        .flatMap((membership) => {
          const row = db.paymentSchedules.find((item) => item.membershipId === membership.id);
          if (!row) return [];
          return [
            {
              membershipId: membership.id,
              clubName: rowById(db.clubs, membership.clubId, 'club').title,
              activityName: rowById(db.activities, membership.activityId, 'activity').title,
              schedule: row.instalments,
            },
          ];
        });
      return respond(paymentScheduleListContract, schedules, {
        schemaName: 'getPaymentSchedulesResponse',
      });
    }),
    ...documentHandlers(config, origin),
    ...reservationHandlers(route, respond),
  ];
}
