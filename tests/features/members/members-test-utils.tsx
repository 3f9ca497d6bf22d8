import { http, HttpResponse } from 'msw';
import type { NewsItem } from '@/features/members/api/get-news';
import type { OfferRow, SponsorRow } from '@/mocks/db';
import { mockControl, server } from '@/mocks/node';
import { runtimeConfigSchema, type RuntimeConfig } from '@/shared/config/runtime-config';
import type { CurrentProfile } from '@/shared/session/session-slice';
import configJson from '../../../public/config.json';
import { apiProfile } from '../../factories';
import { newsUrl } from '../../mocks/api-urls';
import { recordRequests } from '../../mocks/request-log';
import { seedBestOffers, seedNews, seedSponsors } from '../../mocks/seed';

/** The club of the factories' profile (tests/factories.ts): its sponsors are the ones shown. */
const profileClubId = 3;

/** The served configuration, validated like at start-up. */
export const membersConfig: RuntimeConfig = runtimeConfigSchema.parse(configJson);

export function currentProfile(overrides: Partial<CurrentProfile> = {}): CurrentProfile {
  return {
    ...apiProfile(),
    oldMemberships: [],
    renewableMemberships: [],
    activeOrders: [],
    usesCommunity: false,
    unreadMessages: 0,
    hasActiveConversations: false,
    ...overrides,
  };
}

export function newsItem(id: number): NewsItem {
  return {
    id,
    typeId: 1,
    titre: `Actualité ${id}`,
    resume: `Résumé de l'actualité ${id}`,
    image: null,
    region: 'Auvergne-Rhône-Alpes',
    updatedAt: '2025-03-14T10:00:00Z',
  };
}

/** `total` news in the mocked news service, 10 a page; returns the offsets the page asks for. */
export function serveNews(total: number): () => number[] {
  seedNews(total, membersConfig.newsOrganizationId);
  const requests = recordRequests('GET', newsUrl(`/news/${membersConfig.newsOrganizationId}`));
  return () => requests.map((request) => Number(request.url.searchParams.get('offset')));
}

/** The news service fails its next answer (the next page asked for). */
export function failNextNewsPage(): void {
  mockControl.fail({ api: 'news', method: 'GET', path: '/news/*', status: 500, times: 1 });
}

export function serveHomeData({
  sponsors = [],
  offers = [],
  servicePlan = { banner: null },
}: {
  sponsors?: Pick<SponsorRow, 'imageUrl' | 'linkUrl'>[];
  offers?: Omit<OfferRow, 'id' | 'best'>[];
  servicePlan?: unknown;
}): void {
  seedSponsors(profileClubId, sponsors);
  seedBestOffers(offers);
  // The plan is a static file of the resources CDN, not an answer of the backend.
  server.use(
    http.get(`${membersConfig.resourcesBaseUrl}/service-plan.json`, () =>
      HttpResponse.json(servicePlan as Record<string, unknown>),
    ),
  );
}
