import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contractDocument } from '@/mocks/contract/contract-documents';
import {
  installSpecOnlyShaper,
  notProvidedMessage,
  specOnlyHeader,
} from '@/mocks/contract/contract-gate';
import { withoutDesignedFields, type SchemaRoot } from '@/mocks/contract/designed-fields';
import {
  specOnlyFromEnvironment,
  specOnlyOfPage,
  specOnlyStorageKey,
} from '@/mocks/contract/spec-only-mode';
import { createSpecOnlyShaper } from '@/mocks/contract/spec-only-shaper';
import { apiUrl, chatUrl, passUrl } from '../api-urls';
import { bearer, demoEmails } from '../fake-token';

const root = contractDocument('main', 'amsf') as unknown as SchemaRoot;
const schema = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('dropping what docs/openapi marks x-designed', () => {
  it.each([
    [
      'designed and unnamed fields of an entity',
      'Club',
      { id: 1, title: 'AMSF Lyon', latitude: 45.7, address: '1 rue', ageRanges: [], extra: 1 },
      { id: 1, title: 'AMSF Lyon', latitude: 45.7 },
    ],
    [
      'a designed field of a nested list item',
      'ActivityCategory',
      {
        id: 1011,
        title: 'Adultes',
        preSales: false,
        categoriesSessionsForCurrentSeason: [
          {
            id: 1,
            date: '2026-11-24',
            startHour: '19:00:00',
            endHour: '20:00:00',
            availablePlaces: 0,
          },
        ],
      },
      {
        id: 1011,
        title: 'Adultes',
        categoriesSessionsForCurrentSeason: [
          { id: 1, date: '2026-11-24', startHour: '19:00:00', endHour: '20:00:00' },
        ],
      },
    ],
    [
      'a designed field behind a oneOf with null',
      'Offers',
      { activityCategoryPrices: [], promo: { id: 1, title: 'Rentrée', discountPercentage: 10 } },
      { activityCategoryPrices: [], promo: { title: 'Rentrée', discountPercentage: 10 } },
    ],
    ['null where the spec allows it', 'Offers', { promo: null }, { promo: null }],
    [
      "the slug's field names, which are the spec's",
      'Membership',
      { id: 7, amsfId: 1, license: { number: 'AMSF-1', licenseLevel: { level: 1 } } },
      { id: 7, amsfId: 1, license: { licenseLevel: { level: 1 } } },
    ],
    [
      "a row's designed main function",
      'AccountRowPage',
      { content: [{ email: 'a@b.fr', profiles: [{ id: 1, main: true }], mainFunction: null }] },
      { content: [{ email: 'a@b.fr', profiles: [{ id: 1, main: true }] }] },
    ],
  ])('drops %s', (_name, entity, value, expected) => {
    expect(withoutDesignedFields(root, schema(entity), value)).toEqual(expected);
  });

  it('keeps an answer the spec does not show as it is', () => {
    expect(withoutDesignedFields(root, schema('NotShown'), { id: 9001, status: 'X' })).toEqual({
      id: 9001,
      status: 'X',
    });
  });
});

describe('the mock in spec-only mode', () => {
  beforeEach(() => installSpecOnlyShaper(createSpecOnlyShaper('amsf')));
  afterEach(() => installSpecOnlyShaper(undefined));

  it("answers a spec call with the spec's fields only", async () => {
    const response = await fetch(apiUrl('/public/amsf/1'));
    expect(response.status).toBe(200);
    expect(response.headers.get(specOnlyHeader)).toBe('answered');
    const club = (await response.json()) as Record<string, unknown>;
    expect(club).toMatchObject({ id: 1, title: 'AMSF Lyon' });
    expect(Object.keys(club)).not.toContain('address');
    expect(Object.keys(club)).not.toContain('ageRanges');
  });

  it.each([
    ['a designed operation', 'GET', apiUrl('/public/premium-offers/best')],
    ['a chat call the spec does not name', 'PUT', chatUrl('/conversations/1/read/101')],
  ])('answers %s with 404 and a French message', async (_name, method, url) => {
    const response = await fetch(url, { method, headers: bearer(demoEmails.family) });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: notProvidedMessage });
    expect(response.headers.get(specOnlyHeader)).toBe('refused');
  });

  it("ignores a conversation's designed catch-up parameter, as a spec-built backend would", async () => {
    // `since` (designed) after every message: the normal mock answers none of them, a backend
    // that does not know the parameter answers the whole conversation.
    const read = async () => {
      const response = await fetch(chatUrl('/messages/conversation/1?since=2999-01-01T00:00:00Z'), {
        headers: bearer(demoEmails.family),
      });
      return ((await response.json()) as { messages: unknown[] }).messages.length;
    };
    expect(await read()).toBeGreaterThan(0);
    installSpecOnlyShaper(undefined);
    expect(await read()).toBe(0);
  });

  it('saves a message without its designed body field in spec-only mode', async () => {
    const sent = await fetch(chatUrl('/messages'), {
      method: 'POST',
      headers: { ...bearer(demoEmails.family), 'Content-Type': 'application/json' },
      body: JSON.stringify({
        idConversation: 1,
        idProfile: 101,
        message: 'Bonjour',
        clientMessageId: 'c-1',
      }),
    });
    expect(sent.status).toBe(201);
    const read = await fetch(chatUrl('/messages/conversation/1'), {
      headers: bearer(demoEmails.family),
    });
    installSpecOnlyShaper(undefined);
    const whole = await fetch(chatUrl('/messages/conversation/1'), {
      headers: bearer(demoEmails.family),
    });
    const last = ((await whole.json()) as { messages: Record<string, unknown>[] }).messages.at(-1);
    expect(read.status).toBe(200);
    expect(last).toMatchObject({ message: 'Bonjour' });
    expect(last).not.toHaveProperty('clientMessageId');
  });

  it('answers a chat call the spec names at the path we chose (x-designed-path)', async () => {
    const response = await fetch(chatUrl('/conversations/user/101'), {
      headers: bearer(demoEmails.family),
    });
    expect(response.status).toBe(200);
    const [first] = (await response.json()) as Record<string, unknown>[];
    expect(Object.keys(first ?? {}).sort()).toEqual(
      expect.arrayContaining(['groupName', 'id', 'lastMessage']),
    );
  });

  it('leaves a designed PASS field out of the session', async () => {
    const month = await fetch(
      passUrl('/ActivitesCalendriers/GetClubsCreneauxForMonth?clubId=11&monthDate=2026-12-01'),
      { headers: bearer(demoEmails.family) },
    );
    const [slot] = (await month.json()) as { idCalendrier: number }[];
    const session = await fetch(
      passUrl(`/ActivitesCalendriers/GetActivitesCalendrier/${slot?.idCalendrier ?? 0}`),
      { headers: bearer(demoEmails.family) },
    );
    const body = (await session.json()) as Record<string, unknown>;
    expect(body).toHaveProperty('rowId');
    expect(body).not.toHaveProperty('activite');
    expect(body).not.toHaveProperty('nbReservations');
  });
});

describe('asking for spec-only mode', () => {
  afterEach(() => localStorage.removeItem(specOnlyStorageKey));

  it.each([
    ['1', true],
    ['true', true],
    ['0', false],
    [undefined, false],
  ])('reads the environment variable %s as %s', (value, expected) => {
    expect(specOnlyFromEnvironment(value)).toBe(expected);
  });

  it('reads ?mock-spec-only=1, keeps it for the next pages, and =0 goes back', () => {
    expect(specOnlyOfPage('http://localhost/?mock-spec-only=1')).toBe(true);
    expect(specOnlyOfPage('http://localhost/clubs')).toBe(true);
    expect(specOnlyOfPage('http://localhost/?mock-spec-only=0')).toBe(false);
    expect(specOnlyOfPage('http://localhost/clubs')).toBe(false);
  });
});
