import { describe, expect, it } from 'vitest';
import { clubDetailsEndpoint } from '@/shared/clubs/get-club-details';
import { addFunctionEndpoint } from '@/features/admin/api/function-calls';
import { conversationMessagesEndpoint } from '@/features/chat/api/get-messages';
import { mockControl } from '@/mocks/control';
import { testConfig } from '@/mocks/node';
import { retriesRead } from '@/shared/api/retry-policy';
import { apiUrl, chatUrl } from '../../mocks/api-urls';
import { recordRequests } from '../../mocks/request-log';
import { setUpApp } from '../../test-utils';

const clubPath = `/public/${testConfig.productSlug}/1`;

describe('which failures a read tries again', () => {
  it.each([
    ['no answer (network)', { kind: 'network', status: null }, 1, 'query', true],
    ['502 Bad Gateway', { kind: 'http', status: 502 }, 1, 'query', true],
    ['503 Service Unavailable', { kind: 'http', status: 503 }, 2, 'query', true],
    ['504 Gateway Timeout', { kind: 'http', status: 504 }, 3, 'query', true],
    ['a fourth attempt', { kind: 'http', status: 503 }, 4, 'query', false],
    ['500, the server said so', { kind: 'http', status: 500 }, 1, 'query', false],
    ['404', { kind: 'http', status: 404 }, 1, 'query', false],
    ['a malformed answer', { kind: 'invalid-response', status: 200 }, 1, 'query', false],
    ['a write, even without an answer', { kind: 'network', status: null }, 1, 'mutation', false],
    ['a write answered 502', { kind: 'http', status: 502 }, 1, 'mutation', false],
  ] as const)('%s', (_case, error, attempt, type, expected) => {
    expect(retriesRead(error, attempt, type)).toBe(expected);
  });
});

describe('reads retry, writes go once', () => {
  it('a read answered 502 twice is shown on the third attempt, with no error notified', async () => {
    const store = setUpApp();
    mockControl.fail({ method: 'GET', path: clubPath, status: 502, times: 2 });
    const calls = recordRequests('GET', apiUrl(clubPath));
    const club = await store.dispatch(clubDetailsEndpoint.initiate(1)).unwrap();
    expect(club.title).toBe('AMSF Lyon');
    expect(calls).toHaveLength(3);
    expect(store.getState().ui.toasts).toEqual([]);
  });

  it('a read that keeps failing is told once, after its last attempt', async () => {
    const store = setUpApp();
    mockControl.fail({
      method: 'GET',
      path: clubPath,
      status: 503,
      body: { message: 'Indisponible.' },
    });
    const calls = recordRequests('GET', apiUrl(clubPath));
    const result = await store.dispatch(clubDetailsEndpoint.initiate(1));
    expect(result.error).toMatchObject({ status: 503, message: 'Indisponible.' });
    expect(calls).toHaveLength(4);
    expect(store.getState().ui.toasts.map((toast) => toast.message)).toEqual(['Indisponible.']);
  });

  it('a write answered 502 is sent once and its failure told', async () => {
    const store = setUpApp({ user: 'admin.super@exemple.fr' });
    mockControl.fail({ method: 'POST', path: '/function/add', status: 502, times: 1 });
    const calls = recordRequests('POST', apiUrl('/function/add'));
    const result = await store.dispatch(
      addFunctionEndpoint.initiate({ title: 'Trésorier adjoint', roleIds: [5], serviceIds: [] }),
    );
    expect(result.error).toMatchObject({ status: 502 });
    expect(calls).toHaveLength(1);
    expect(store.getState().ui.toasts).toHaveLength(1);
  });
});

describe('a read outside the base query (raw bytes for a worker)', () => {
  it('a chat history answered 502 twice is shown on the third attempt', async () => {
    const store = setUpApp({ user: 'famille.martin@exemple.fr' });
    mockControl.fail({
      api: 'chat',
      method: 'GET',
      path: '/messages/conversation/1',
      status: 502,
      times: 2,
    });
    const calls = recordRequests('GET', chatUrl('/messages/conversation/1'));
    const result = await store.dispatch(conversationMessagesEndpoint.initiate(1));
    expect(result.error).toBeUndefined();
    expect(result.data?.messages.length).toBeGreaterThan(0);
    // Both failures were met (the rule is worn out) before the third call answered.
    expect(mockControl.rules()).toEqual([]);
    expect(calls.length).toBeGreaterThanOrEqual(3);
    expect(store.getState().ui.toasts).toEqual([]);
  });
});
