import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { activityCategoryListSchema } from '@/features/enrolment/api/get-activity-categories';
import { activityListSchema } from '@/features/enrolment/api/get-club-activities';
import { activityRiskSchema } from '@/features/enrolment/api/activity-risk';
import { activitySchema } from '@/features/enrolment/api/activity';
import { clubDetailsSchema } from '@/shared/clubs/get-club-details';
import { clubListSchema } from '@/features/enrolment/api/club-summary';
import { clubSettlementSchema } from '@/features/enrolment/api/get-club-settlement';
import { federalActivitySchema } from '@/features/enrolment/api/federal-activity';
import { licenceLevelAmountListSchema } from '@/features/enrolment/api/get-licence-levels';
import { publicSessionListSchema as sessionListSchema } from '@/shared/activity-sessions/get-public-sessions';
import { call, read } from '../../enrolment-client';
import { withoutRequestCheck } from '../../request-check';

const lyon = 1;

describe('clubs for the map', () => {
  it('lists about 300 clubs, AMSF Lyon first, each with its federal activities', async () => {
    const clubs = await read('/public/amsf', clubListSchema);
    expect(clubs.length).toBeGreaterThanOrEqual(290);
    expect(new Set(clubs.map((club) => club.id)).size).toBe(clubs.length);
    expect(clubs[0]).toMatchObject({ id: lyon, title: 'AMSF Lyon', city: 'Lyon' });
    expect(clubs.every((club) => club.federalActivities.length > 0)).toBe(true);
  });

  it("leaves unpublished activities out of a club's federal activities and age ranges", async () => {
    const clubs = await read('/public/amsf', clubListSchema);
    const club = clubs.find((item) => item.id === lyon);
    const escalade = 17;
    expect(club?.federalActivities).not.toContain(escalade);
    expect(club?.ageRanges?.some((range) => range.federalActivityId === escalade)).toBe(false);
    expect(club?.ageRanges).toContainEqual({
      federalActivityId: 1,
      minAge: 6,
      maxAge: 17,
      marge: 3,
    });
  });

  it('answers the federal activities sorted by title', async () => {
    const activities = await read('/public/activities/federal', z.array(federalActivitySchema));
    const titles = activities.map((item) => item.title ?? '');
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'fr')));
    expect(titles).toContain('Natation');
  });
});

describe('club details', () => {
  it.each([
    [lyon, 'amsf-lyon'],
    [2, null],
  ])('gives club %i the payment slug %s', async (clubId, slug) => {
    const club = await read(`/public/amsf/${clubId}`, clubDetailsSchema);
    expect(club.parametersClub.helloassoClubSlug).toBe(slug);
  });

  it("sends the slug under the wire's product names", async () => {
    const { body } = await call(`/public/amsf/${lyon}`);
    expect(body).toMatchObject({ parametersAmsf: { helloassoAmsfSlug: 'amsf-lyon' } });
  });

  it('has a club without logo nor website (Toulouse)', async () => {
    const club = await read('/public/amsf/3', clubDetailsSchema);
    expect(club).toMatchObject({ logoUrl: null, site: null });
  });

  it.each([
    [lyon, true, true],
    [6, true, false],
    [2, false, false],
  ])('gives club %i rules: %s, to accept: %s', async (clubId, hasRules, required) => {
    const settlement = await read(`/public/amsf/${clubId}/settlement`, clubSettlementSchema);
    expect(settlement.settlement !== null).toBe(hasRules);
    expect(settlement.settlementRequired).toBe(required);
  });

  it('answers 404 for an unknown club', async () => {
    expect((await call('/public/amsf/99999')).status).toBe(404);
  });
});

describe('activities and categories', () => {
  it('answers every activity of the club with its published flag, unpublished ones too', async () => {
    const activities = await read(`/public/valides/activities/${lyon}`, activityListSchema);
    const escalade = activities.find((activity) => activity.id === 112);
    expect(escalade?.publishedOnMemberPortal).toBe(false);
    expect(activities.find((activity) => activity.id === 111)?.activityCategories).toEqual([]);
    expect(activities.filter((activity) => activity.type === 3).map((a) => a.id)).toEqual([109]);
  });

  it.each([
    [1101, true, 24, 24],
    [1102, false, 30, 29],
    [1011, false, 80, 52],
  ])('marks category %i full: %s (%i places, %i sold)', async (categoryId, full, max, sold) => {
    const categories = await read(
      `/public/valides/Categories/${Math.floor(categoryId / 10)}`,
      activityCategoryListSchema,
    );
    expect(categories.find((category) => category.id === categoryId)).toMatchObject({
      full,
      maxRegistration: max,
      soldPlaces: sold,
    });
  });

  it('falls back on the club address and the federal description when an activity has none', async () => {
    const yoga = await read('/public/activity/102', activitySchema);
    expect(yoga).toMatchObject({ address: '18 rue Servient', zipCode: '69003', city: 'Lyon' });
    const pilates = await read('/public/activity/105', activitySchema);
    expect(pilates.imageUrl).toBeNull();
    expect(pilates.description).toMatch(/\S/);
  });

  it('offers next-season prices for a pre-sales category only', async () => {
    const [crossTraining] = await read(
      '/public/valides/Categories/107',
      activityCategoryListSchema,
    );
    expect(crossTraining?.preSales).toBe(true);
    expect(new Set(crossTraining?.activityCategoryPrices.map((price) => price.season.id))).toEqual(
      new Set([4, 5]),
    );
  });

  it.each([
    [107, true],
    [101, false],
  ])('says whether activity %i is risky: %s', async (activityId, risky) => {
    expect(await read(`/public/activity/is-risky/${activityId}`, activityRiskSchema)).toEqual({
      risky,
    });
  });

  it('answers 404 for an unknown activity', async () => {
    expect((await call('/public/activity/99999')).status).toBe(404);
  });
});

describe('sessions', () => {
  const sessions = (query: string) => read(`/public/sessions?${query}`, sessionListSchema);

  it('generates the weekly sessions and the Saturday cycles of every category in the range', async () => {
    const list = await sessions('activityId=101&startDate=2026-11-23&endDate=2026-11-29');
    expect(list.map((session) => [session.date, session.startHour, session.categoryId])).toEqual([
      ['2026-11-24', '19:00:00', 1011],
      ['2026-11-25', '14:00:00', 1012],
      ['2026-11-26', '12:15:00', 1011],
      ['2026-11-28', '10:00:00', 1011],
      ['2026-11-28', '10:00:00', 1012],
      ['2026-11-28', '10:00:00', 1012],
    ]);
  });

  it('has full sessions, limited ones and unlimited ones', async () => {
    const list = await sessions('activityId=101&startDate=2026-11-23&endDate=2026-12-20');
    const places = list.map((session) => session.availablePlaces);
    expect(places).toContain(0);
    expect(places).toContain(null);
    expect(places.some((value) => value !== null && value > 0)).toBe(true);
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('tells when booking opens for a session more than a week ahead', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00'));
    const list = await sessions('activityId=101&startDate=2026-11-23&endDate=2026-12-06');
    const tuesdays = list.filter((session) => session.startHour === '19:00:00');
    expect(tuesdays.map((session) => [session.date, session.bookingOpensOn])).toEqual([
      ['2026-11-24', null],
      ['2026-12-01', '2026-11-24'],
    ]);
  });

  it('dates each weekly slot of a category on its next occurrence', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00'));
    const [adults] = await read('/public/valides/Categories/101', activityCategoryListSchema);
    expect(
      adults?.categoriesSessionsForCurrentSeason.map((session) => [session.date, session.endHour]),
    ).toEqual([
      ['2026-11-24', '20:00:00'],
      ['2026-11-26', '13:15:00'],
    ]);
  });

  it.each([
    ['activityId=101&startDate=2026-11-30&endDate=2026-11-23', 400],
    ['activityId=101&startDate=2026-01-01&endDate=2026-12-31', 400],
    ['activityId=101&startDate=23/11/2026&endDate=2026-11-29', 400],
    ['activityId=99999&startDate=2026-11-23&endDate=2026-11-29', 404],
  ])('refuses %s with %i', async (query, status) => {
    withoutRequestCheck();
    expect((await call(`/public/sessions?${query}`)).status).toBe(status);
  });

  it('places a holiday stage on its own week only', async () => {
    const list = await sessions('activityId=114&startDate=2027-02-08&endDate=2027-02-28');
    expect(list.map((session) => session.date)).toEqual([
      '2027-02-15',
      '2027-02-16',
      '2027-02-17',
      '2027-02-18',
      '2027-02-19',
    ]);
  });
});

it('answers the three licence levels with their amounts', async () => {
  const levels = await read('/public/license-level', licenceLevelAmountListSchema);
  expect(levels.map(({ level, amount }) => [level, amount])).toEqual([
    [1, 45],
    [2, 15],
    [3, 5],
  ]);
});
