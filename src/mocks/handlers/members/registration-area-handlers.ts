import type { HttpHandler } from 'msw';
import { absoluteUrl, type RuntimeConfig } from '@/shared/config/runtime-config';
import { rowById } from '../../db/queries';
import { errorResponse, responder } from '../respond';
import { createRouter } from '../router';
import { documentHandlers } from './documents/document-handlers';
import { reservationHandlers } from './reservations/reservation-handlers';

/**
 * 'Mes inscriptions' beyond the requests (docs/spec/members-area.md 2): payment schedules,
 * documents and the reservations calendar, on the main API.
 */
export function registrationAreaHandlers(config: RuntimeConfig, origin: string): HttpHandler[] {
  const route = createRouter('main', absoluteUrl(config.apiBaseUrl, origin));
  const respond = responder(config.productSlug);

  return [
    // A 'public' path (docs/spec/enrolment.md 7): no bearer reaches it, so it answers for any
    // member id.
    route.anonymous('GET', '/public/payment/get-payment-schedule', ({ db, url }) => {
      const memberId = Number(url.searchParams.get('memberId'));
      if (!Number.isInteger(memberId) || !db.profiles.some((item) => item.id === memberId)) {
        return errorResponse(404, 'Membre introuvable');
      }
      const schedules = db.memberships
        .filter((membership) => membership.profileId === memberId)
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
      return respond(schedules);
    }),
    ...documentHandlers(config, origin),
    ...reservationHandlers(route, respond),
  ];
}
