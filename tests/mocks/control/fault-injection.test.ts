import { describe, expect, it } from 'vitest';
import {
  memoryRuleSource,
  mockControl,
  mockControlStorageKey,
  pathMatches,
  storedRuleSource,
} from '@/mocks/control';
import { getMockDb } from '@/mocks/db';
import { testConfig } from '@/mocks/node';
import { fromProductKeys } from '@/shared/api/product-keys';
import { getProfilesResponse } from '@/shared/session/api/get-profiles';
import { apiUrl, newsUrl } from '../api-urls';
import { bearer, demoEmails } from '../fake-token';

const family = { headers: bearer(demoEmails.family) };

describe('mockControl', () => {
  it('fails a call with the given status and body, as many times as asked', async () => {
    mockControl.fail({
      method: 'GET',
      path: '/profiles',
      status: 500,
      body: { message: 'Panne simulée.' },
      times: 1,
    });
    const failed = await fetch(apiUrl('/profiles'), family);
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ message: 'Panne simulée.' });
    expect((await fetch(apiUrl('/profiles'), family)).status).toBe(200);
  });

  it('fails each distinct call once with oncePerCall, then lets it through', async () => {
    mockControl.fail({ path: '*', status: 502, oncePerCall: true });
    const statuses = [];
    for (const path of ['/profiles', '/seasons', '/profiles', '/seasons']) {
      statuses.push((await fetch(apiUrl(path), family)).status);
    }
    expect(statuses).toEqual([502, 502, 200, 200]);
  });

  it('fails every time when no count is given, with a default French message', async () => {
    mockControl.fail({ path: '/seasons', status: 503 });
    for (let call = 0; call < 2; call += 1) {
      const response = await fetch(apiUrl('/seasons'), family);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({
        message: expect.stringMatching(/simulée/) as string,
      });
    }
  });

  it('fails before checking the bearer, like a broken server', async () => {
    mockControl.fail({ path: '/profiles', status: 502 });
    expect((await fetch(apiUrl('/profiles'))).status).toBe(502);
  });

  it.each([
    ['carries a write out, then loses its answer', 'answerLost', true],
    ['fails a write before it arrives', 'networkError', false],
  ] as const)('%s', async (_case, fault, stored) => {
    const confirm = { method: 'POST', ...family };
    mockControl[fault]('POST', '/customers/9002/confirm', { times: 1 });
    await expect(fetch(apiUrl('/customers/9002/confirm'), confirm)).rejects.toThrow();
    expect(getMockDb().orders.find((order) => order.id === 9002)?.confirmed).toBe(stored);
  });

  it('answers a body that the app schema rejects', async () => {
    mockControl.malformed('GET', '/profiles');
    const response = await fetch(apiUrl('/profiles'), family);
    expect(response.status).toBe(200);
    const parsed = getProfilesResponse.safeParse(
      fromProductKeys(await response.json(), testConfig.productSlug),
    );
    expect(parsed.success).toBe(false);
  });

  it('delays a call', async () => {
    mockControl.delay('GET', '/news/*', 150);
    const started = Date.now();
    const response = await fetch(newsUrl('/news/1'), family);
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('matches by method and scopes a rule to one API', async () => {
    mockControl.fail({ method: 'POST', path: '/profiles', status: 500 });
    mockControl.fail({ api: 'news', path: '/seasons', status: 500 });
    expect((await fetch(apiUrl('/profiles'), family)).status).toBe(200);
    expect((await fetch(apiUrl('/seasons'), family)).status).toBe(200);
  });

  it('forgets every rule on clear', async () => {
    mockControl.fail({ path: '*', status: 500 });
    mockControl.clear();
    expect((await fetch(apiUrl('/seasons'), family)).status).toBe(200);
  });
});

describe('path patterns', () => {
  it.each([
    ['/profiles', '/profiles', true],
    ['/profiles', '/profiles/', true],
    ['/profiles', '/profiles/101', false],
    ['/profiles/*', '/profiles/101', true],
    ['/public/*/sponsors', '/public/amsf/1/sponsors', true],
    ['*', '/anything/at/all', true],
    ['/news/1', '/news/12', false],
  ])('%s against %s: %s', (pattern, path, expected) => {
    expect(pathMatches(pattern, path)).toBe(expected);
  });
});

describe('rules typed into localStorage (browser)', () => {
  it("reads 'mock-control' and wears out rules with a count", async () => {
    window.localStorage.setItem(
      mockControlStorageKey,
      JSON.stringify({ rules: [{ method: 'GET', path: '/profiles', status: 500, times: 1 }] }),
    );
    mockControl.useSource(storedRuleSource());
    try {
      expect((await fetch(apiUrl('/profiles'), family)).status).toBe(500);
      expect(JSON.parse(window.localStorage.getItem(mockControlStorageKey) ?? '')).toEqual({
        rules: [],
      });
      expect((await fetch(apiUrl('/profiles'), family)).status).toBe(200);
    } finally {
      mockControl.useSource(memoryRuleSource());
    }
  });

  it('ignores a corrupt value', async () => {
    window.localStorage.setItem(mockControlStorageKey, '{pas du json');
    mockControl.useSource(storedRuleSource());
    try {
      expect((await fetch(apiUrl('/profiles'), family)).status).toBe(200);
    } finally {
      mockControl.useSource(memoryRuleSource());
    }
  });
});
