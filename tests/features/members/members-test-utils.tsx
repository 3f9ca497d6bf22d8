import { http, HttpResponse } from 'msw';
import type { NewsItem, NewsPage } from '@/features/members/api/get-news';
import type { Offer } from '@/features/members/api/get-best-offers';
import type { Sponsor } from '@/features/members/api/get-club-sponsors';
import { server } from '@/mocks/node';
import { runtimeConfigSchema, type RuntimeConfig } from '@/shared/config/runtime-config';
import type { CurrentProfile } from '@/shared/session/session-slice';
import configJson from '../../../public/config.json';
import { apiProfile } from '../../factories';

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

/** `total` news served 10 a page, newest first, as the news API pages them. */
export function newsPages(total: number): (offset: number, limit: number) => NewsPage {
  const all = Array.from({ length: total }, (_, index) => newsItem(index + 1));
  return (offset, limit) => {
    const content = all.slice(offset, offset + limit);
    return {
      content,
      size: limit,
      number: Math.floor(offset / limit),
      totalPages: Math.ceil(total / limit),
      totalElements: total,
      numberOfElements: content.length,
    };
  };
}

const newsUrl = `${membersConfig.newsApiBaseUrl}/news/:organizationId`;

/** Serves news from `pages`; `failOffsets` answer 500. Returns the offsets requested. */
export function serveNews(
  pages: (offset: number, limit: number) => NewsPage,
  failOffsets: number[] = [],
): number[] {
  const requested: number[] = [];
  server.use(
    http.get(newsUrl, ({ request }) => {
      const url = new URL(request.url);
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      requested.push(offset);
      if (failOffsets.includes(offset)) {
        return HttpResponse.json({ message: 'Erreur de test' }, { status: 500 });
      }
      return HttpResponse.json(pages(offset, limit));
    }),
  );
  return requested;
}

export function serveHomeData({
  sponsors = [],
  offers = [],
  servicePlan = { banner: null },
}: {
  sponsors?: Sponsor[];
  offers?: Offer[];
  servicePlan?: unknown;
}): void {
  server.use(
    http.get(
      `${membersConfig.apiBaseUrl}/public/${membersConfig.productSlug}/:clubId/sponsors`,
      () => HttpResponse.json(sponsors),
    ),
    http.get(`${membersConfig.apiBaseUrl}/public/premium-offers/best`, () =>
      HttpResponse.json(offers),
    ),
    http.get(`${membersConfig.resourcesBaseUrl}/service-plan.json`, () =>
      HttpResponse.json(servicePlan as Record<string, unknown>),
    ),
  );
}
