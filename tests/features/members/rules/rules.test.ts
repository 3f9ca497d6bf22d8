import { describe, expect, it } from 'vitest';
import type { NewsPage } from '@/features/members/api/get-news';
import {
  carouselIntervalMs,
  shouldAutoAdvance,
  wrapIndex,
} from '@/features/members/rules/carousel';
import { isCountdownOver, remainingAfter } from '@/features/members/rules/countdown';
import { displayHost, safeLinkUrl } from '@/features/members/rules/external-url';
import {
  lastSeasonIntro,
  premiumTexts,
  showsNoAnnualLicenceNotice,
} from '@/features/members/rules/home-texts';
import { appendNewsPage, pageProgress } from '@/features/members/rules/news-feed';
import {
  genderLabel,
  isIdentityIncomplete,
  personalFormMode,
  personalFormTitle,
} from '@/features/members/rules/personal-info';
import { profileClubs, sponsorClub } from '@/features/members/rules/sponsor-club';
import { newsItem } from '../members-test-utils';

describe('countdown', () => {
  it.each([
    [10, 0, 10, false],
    [10, 1, 9, false],
    [10, 9, 1, false],
    [10, 10, 0, true],
    [10, 12, 0, true],
    [10, -3, 10, false],
    [10, 2.7, 8, false],
    [0, 0, 0, true],
  ])('from %i after %d ticks leaves %i', (from, ticks, remaining, over) => {
    expect(remainingAfter(from, ticks)).toBe(remaining);
    expect(isCountdownOver(from, ticks)).toBe(over);
  });
});

describe('sponsor club choice', () => {
  const lyon = { id: 3, title: 'AMSF Lyon' };
  const lille = { id: 7, title: 'AMSF Lille' };
  const brest = { id: 9, title: 'AMSF Brest' };

  it.each([
    ['no club', [], () => 0.5, null],
    ['the only club, whatever the draw', [lyon], () => 0.99, lyon],
    ['the first club on a low draw', [lyon, lille, brest], () => 0, lyon],
    ['the middle club on a middle draw', [lyon, lille, brest], () => 0.5, lille],
    ['the last club on a high draw', [lyon, lille, brest], () => 0.999, brest],
    ['the last club even if the draw is out of range', [lyon, lille], () => 1, lille],
    ['the first club on a negative draw', [lyon, lille], () => -0.2, lyon],
  ])('%s', (_label, clubs, random, expected) => {
    expect(sponsorClub(clubs, random)).toEqual(expected);
  });

  it.each([
    ['profile clubs only', [lyon, lille], [], [lyon, lille]],
    ['membership clubs only', [], [{ club: lille }, { club: lille }], [lille]],
    [
      'both, without duplicates, profile clubs first',
      [lyon],
      [{ club: brest }, { club: lyon }],
      [lyon, brest],
    ],
    ['none', [], [], []],
  ])('gathers %s', (_label, clubs, memberships, expected) => {
    expect(profileClubs(clubs, memberships)).toEqual(expected);
  });
});

describe('carousel', () => {
  it.each([
    [0, 1, 3, 1],
    [2, 1, 3, 0],
    [0, -1, 3, 2],
    [1, -1, 3, 0],
    [0, 5, 3, 2],
    [0, 1, 0, 0],
    [0, 1, 1, 0],
  ])('from %i by %i among %i goes to %i', (index, step, count, expected) => {
    expect(wrapIndex(index, step, count)).toBe(expected);
  });

  it.each([
    ['several slides, playing', 3, false, false, false, true],
    ['a single slide', 1, false, false, false, false],
    ['paused by the user', 3, true, false, false, false],
    ['reduced motion asked', 3, false, true, false, false],
    ['hovered or focused', 3, false, false, true, false],
  ])('auto-advance with %s', (_label, count, paused, reduced, interacting, expected) => {
    expect(shouldAutoAdvance(count, paused, reduced, interacting)).toBe(expected);
  });

  it('never advances faster than every 5 s', () => {
    expect(carouselIntervalMs).toBeGreaterThanOrEqual(5000);
  });
});

describe('links from the server', () => {
  it.each([
    ['https://www.sponsor.fr/page', 'https://www.sponsor.fr/page'],
    ['http://sponsor.fr', 'http://sponsor.fr/'],
    ['  /images/logo.png ', '/images/logo.png'],
    ['//evil.example/x', null],
    ['javascript:alert(1)', null],
    ['data:text/html,<b>x</b>', null],
    ['not a url', null],
    ['', null],
    [null, null],
  ])('%s becomes %s', (value, expected) => {
    expect(safeLinkUrl(value)).toBe(expected);
  });

  it.each([
    ['https://www.sponsor.fr/page', 'sponsor.fr'],
    ['https://club.exemple.fr', 'club.exemple.fr'],
    ['nope', null],
  ])('names %s after %s', (value, expected) => {
    expect(displayHost(value)).toBe(expected);
  });
});

describe('home texts', () => {
  it.each([
    [true, 1, undefined],
    [false, 2, 'Pensez à prendre votre licence AMSF PREMIUM pour en profiter !'],
  ])('premium licence %s gives %i paragraphs', (premium, count, last) => {
    const texts = premiumTexts(premium, 'AMSF');
    expect(texts).toHaveLength(count);
    expect(texts[0]).toContain('Mes avantages');
    expect(texts[0]).toContain("plus d'un million d'offres");
    expect(texts[1]).toBe(last);
  });

  it.each([
    [false, false, true],
    [false, true, false],
    [true, false, false],
    [true, true, false],
  ])('annual licence %s, production %s: notice %s', (annual, production, expected) => {
    expect(showsNoAnnualLicenceNotice(annual, production)).toBe(expected);
  });

  it.each([
    ['F' as const, 'Vous étiez inscrite la saison dernière à ces activités :'],
    ['M' as const, 'Vous étiez inscrit la saison dernière à ces activités :'],
    [null, 'Vos activités de la saison dernière :'],
  ])('the renewal block opens for gender %s with %s', (gender, expected) => {
    expect(lastSeasonIntro(gender)).toBe(expected);
  });
});

describe('personal information mode', () => {
  it.each([
    ['/profile/4/ajouter_membre', 'new', 'Ajouter un membre de la famille'],
    ['/profile/4/mes_info', 'edit', 'Mes informations personnelles'],
    ['/profile/4/renouvellement', 'renew', 'Mes informations personnelles'],
  ])('%s is %s', (pathname, mode, title) => {
    const found = personalFormMode(pathname);
    expect(found).toBe(mode);
    expect(personalFormTitle(found)).toBe(title);
  });

  it.each([
    ['M', 'Homme'],
    ['F', 'Femme'],
    [null, 'Non renseigné'],
  ] as const)('gender %s reads %s', (gender, label) => {
    expect(genderLabel(gender)).toBe(label);
  });

  it.each([
    ['F', '1984-03-12', false],
    [null, '1984-03-12', true],
    ['M', null, true],
    [null, null, true],
  ])('gender %s and birthday %s: incomplete %s', (gender, birthday, expected) => {
    expect(isIdentityIncomplete({ gender, birthday })).toBe(expected);
  });
});

describe('news feed pages', () => {
  const page = (ids: number[], totalPages: number, number = 0): NewsPage => ({
    content: ids.map(newsItem),
    size: 10,
    number,
    totalPages,
    totalElements: totalPages * 10,
    numberOfElements: ids.length,
  });

  it.each([
    ['a first page of several', page([1, 2], 3), 0, { nextPage: 1, hasMore: true }],
    ['the last page', page([21], 3, 2), 2, { nextPage: 3, hasMore: false }],
    ['an empty first page', page([], 0), 0, { nextPage: 1, hasMore: false }],
    ['an empty page before the announced end', page([], 5, 1), 1, { nextPage: 2, hasMore: false }],
  ])('%s', (_label, answer, index, expected) => {
    expect(pageProgress(answer, index)).toEqual(expected);
  });

  it('appends a page without repeating news already shown', () => {
    const state = {
      items: [newsItem(1), newsItem(2)],
      nextPage: 1,
      hasMore: true,
      status: 'loading' as const,
    };
    const next = appendNewsPage(state, page([2, 3], 2, 1), 1);
    expect(next.items.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(next).toMatchObject({ nextPage: 2, hasMore: false, status: 'idle' });
  });
});
