import type { HttpHandler } from 'msw';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import { activitiesOfClub, categoriesOfActivity, findActivity, findClub } from '../../db/catalogue';
import { getSeedSize } from '../../db/large/seed-size';
import { errorMessages, errorResponse, jsonTextResponse, type Respond } from '../respond';
import { numberParam, type MockRouter } from '../router';
import { clubListJson } from './club-list';
import { enrolmentMessages } from './messages';
import { optionalQueryId, queryId } from './query';
import { dayNumber, isIsoDate, todayDate } from './rules/days';
import { maxSessionRangeDays } from './rules/sessions';
import { publicSessionsOfActivity } from '../members/reservations/public-sessions';
import { activityView, categoryView } from './views/activity-view';
import { clubDetailsView, clubSettlementView } from './views/club-view';

/**
 * The map, club and activity pages (docs/spec/enrolment.md 2 and 7): public reads of the catalogue.
 */
export function clubHandlers(
  route: MockRouter,
  respond: Respond,
  config: RuntimeConfig,
): HttpHandler[] {
  const product = config.productSlug;
  const today = () => dayNumber(todayDate());

  return [
    route.anonymous('GET', '/public/activities/federal', ({ db }) =>
      respond([...db.federalActivities].sort((a, b) => a.title.localeCompare(b.title, 'fr'))),
    ),

    route.anonymous('GET', `/public/${product}`, async ({ db }) =>
      jsonTextResponse(await clubListJson(db, product, getSeedSize())),
    ),

    route.anonymous('GET', `/public/${product}/:clubId`, ({ db, params }) => {
      const club = findClub(db, numberParam(params, 'clubId'));
      if (!club) return errorResponse(404, errorMessages.clubNotFound);
      return respond(clubDetailsView(db, club));
    }),

    route.anonymous('GET', `/public/${product}/:clubId/settlement`, ({ db, params }) => {
      const club = findClub(db, numberParam(params, 'clubId'));
      if (!club) return errorResponse(404, errorMessages.clubNotFound);
      return respond(clubSettlementView(club));
    }),

    // Every activity with its flag: the app keeps the published ones.
    route.anonymous('GET', '/public/valides/activities/:clubId', ({ db, params }) => {
      const clubId = numberParam(params, 'clubId');
      if (!findClub(db, clubId)) return errorResponse(404, errorMessages.clubNotFound);
      const day = today();
      return respond(
        activitiesOfClub(db, clubId).map((activity) => activityView(db, activity, day)),
      );
    }),

    route.anonymous('GET', '/public/valides/Categories/:activityId', ({ db, params }) => {
      const activityId = numberParam(params, 'activityId');
      if (!findActivity(db, activityId)) {
        return errorResponse(404, enrolmentMessages.activityNotFound);
      }
      const day = today();
      return respond(
        categoriesOfActivity(db, activityId).map((category) => categoryView(db, category, day)),
      );
    }),

    route.anonymous('GET', '/public/activity/:id', ({ db, params }) => {
      const activity = findActivity(db, numberParam(params, 'id'));
      if (!activity) return errorResponse(404, enrolmentMessages.activityNotFound);
      return respond(activityView(db, activity, today()));
    }),

    route.anonymous('GET', '/public/activity/is-risky/:id', ({ db, params }) => {
      const activity = findActivity(db, numberParam(params, 'id'));
      if (!activity) return errorResponse(404, enrolmentMessages.activityNotFound);
      return respond({ risky: activity.risky });
    }),

    // One list for the activity page and the reservations calendar (docs/spec/members-area.md 3):
    // the designed profileId marks the sessions that profile booked (`reserved`).
    route.anonymous('GET', '/public/sessions', ({ db, url }) => {
      const activity = findActivity(db, queryId(url, 'activityId'));
      if (!activity) return errorResponse(404, enrolmentMessages.activityNotFound);
      const start = url.searchParams.get('startDate');
      const end = url.searchParams.get('endDate');
      if (!isIsoDate(start) || !isIsoDate(end)) {
        return errorResponse(400, enrolmentMessages.badDates);
      }
      const from = dayNumber(start);
      const to = dayNumber(end);
      if (to < from || to - from > maxSessionRangeDays) {
        return errorResponse(400, enrolmentMessages.badDates);
      }
      const profileId = optionalQueryId(url, 'profileId') ?? null;
      const sessions = publicSessionsOfActivity(db, activity.id, from, to, today(), profileId);
      return respond(sessions);
    }),

    route.anonymous('GET', '/public/license-level', ({ db }) =>
      respond(
        db.licenceLevels.map(({ id, level, title, amount }) => ({ id, level, title, amount })),
      ),
    ),
  ];
}
