import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { installAnswerRewriter } from '@/mocks/contract/contract-gate';
import {
  hostileAnswerRewriter,
  hostileTextFor,
  withHostileTexts,
} from '@/mocks/hostile/hostile-answers';
import { hostilePayloads } from '@/mocks/data/hostile-payloads';
import { testConfig } from '@/mocks/node';
import { apiUrl, chatUrl, newsUrl, passUrl } from '../api-urls';
import { bearer, demoEmails } from '../fake-token';

const payloadTexts = new Set(hostilePayloads.map((payload) => payload.text));

describe('withHostileTexts', () => {
  it.each([
    ['a club title', { id: 1, title: 'AMSF Lyon' }, ['title']],
    [
      'news',
      { titre: 'Le bassin rouvre', resume: 'Après trois semaines', region: 'Occitanie' },
      ['titre', 'resume', 'region'],
    ],
    [
      'a chat message',
      { id: 3, message: 'Bonjour à tous', createdAt: '2026-11-20T10:00:00' },
      ['message'],
    ],
    [
      'a person',
      { prenom: 'Claire', nom: 'Martin', email: 'claire@exemple.fr' },
      ['prenom', 'nom'],
    ],
  ])('replaces the free text of %s and nothing else', (_name, body, replaced) => {
    const rewritten = withHostileTexts(body) as Record<string, unknown>;
    const changed = Object.keys(body).filter((key) => rewritten[key] !== body[key as never]);
    expect(changed).toEqual(replaced);
    expect(replaced.every((key) => payloadTexts.has(rewritten[key] as string))).toBe(true);
  });

  it.each([
    ['a season', '2026/2027'],
    ['an hour', '18:30'],
    ['a constant', 'ROLE_ADMIN'],
    ['a date', '2026-11-20'],
  ])('leaves %s that only looks like a title', (_name, value) => {
    expect(withHostileTexts({ title: value })).toEqual({ title: value });
  });

  it('gives the same payload to the same text, in lists and nested objects', () => {
    const body = [{ club: { title: 'AMSF Lyon' } }, { title: 'AMSF Lyon' }];
    const [first, second] = withHostileTexts(body) as [
      { club: { title: string } },
      { title: string },
    ];
    expect(first.club.title).toBe(hostileTextFor('AMSF Lyon'));
    expect(second.title).toBe(first.club.title);
  });

  it('uses every payload of the table across varied texts', () => {
    const used = new Set(
      Array.from({ length: 2000 }, (_, index) => hostileTextFor(`Texte numéro ${index}`)),
    );
    expect(used.size).toBe(hostilePayloads.length);
  });
});

/**
 * The mock in hostile mode still answers by the contract: each answer below crosses the contract
 * gate, which checks it against docs/openapi and answers 500 on a breach.
 */
describe('the mock in hostile mode', () => {
  beforeEach(() => installAnswerRewriter(hostileAnswerRewriter));
  afterEach(() => installAnswerRewriter(undefined));

  const family = bearer(demoEmails.family);

  it.each([
    ['the news', newsUrl('/news/1?offset=0&limit=10'), 'titre'],
    ['the conversations', chatUrl('/conversations/user/101'), 'groupName'],
    ['the PASS offers', passUrl('/Offres/GetOffersByClub/11'), 'offreNom'],
  ])('serves payloads in %s, within the contract', async (_name, url, key) => {
    const response = await fetch(url, { headers: family });
    expect(response.status).toBe(200);
    const text = await response.text();
    const found = [...payloadTexts].filter((payload) =>
      text.includes(JSON.stringify({ [key]: payload }).slice(1, -1)),
    );
    expect(found.length).toBeGreaterThan(0);
  });

  it('serves payloads as club titles in the clubs list, within the contract', async () => {
    const response = await fetch(apiUrl(`/public/${testConfig.productSlug}`), { headers: family });
    expect(response.status).toBe(200);
    const clubs = (await response.json()) as Array<{ title: string }>;
    expect(clubs.length).toBeGreaterThan(0);
    expect(clubs.every((club) => payloadTexts.has(club.title))).toBe(true);
  });
});
