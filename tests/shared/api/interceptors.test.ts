import axios, { AxiosError, AxiosHeaders } from 'axios';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/shared/api/api-error';
import { installInterceptors, toApiError } from '@/shared/api/interceptors';
import { LoadingTracker } from '@/shared/api/loading-tracker';
import { server } from '@/mocks/node';

const origin = 'http://localhost:3000';

function client() {
  const notifyError = vi.fn<(message: string) => void>();
  const getToken = vi.fn(async () => 'token-123');
  const loadingChanges: boolean[] = [];
  const instance = axios.create({ baseURL: `${origin}/api` });
  installInterceptors(instance, {
    apiBases: () => [`${origin}/api`],
    pageOrigin: () => origin,
    getToken,
    notifyError,
    loading: new LoadingTracker((loading) => loadingChanges.push(loading)),
  });
  return { instance, notifyError, getToken, loadingChanges };
}

describe('request interceptor', () => {
  it('sends the bearer to our API', async () => {
    let seen: string | null = null;
    server.use(
      http.get(`${origin}/api/secret`, ({ request }) => {
        seen = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );
    await client().instance.get('/secret');
    expect(seen).toBe('Bearer token-123');
  });

  it('never sends it to a public path and does not even ask for a token', async () => {
    let seen: string | null = 'unset';
    server.use(
      http.get(`${origin}/api/public/seasons`, ({ request }) => {
        seen = request.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );
    const { instance, getToken } = client();
    await instance.get('/public/seasons');
    expect(seen).toBeNull();
    expect(getToken).not.toHaveBeenCalled();
  });
});

describe('error interceptor', () => {
  it("raises 'Erreur' with the server's message and passes the error on", async () => {
    server.use(
      http.get(`${origin}/api/broken`, () =>
        HttpResponse.json({ message: 'Profil introuvable.' }, { status: 404 }),
      ),
    );
    const { instance, notifyError } = client();
    const failure = instance.get('/broken');
    await expect(failure).rejects.toBeInstanceOf(ApiError);
    await expect(failure).rejects.toMatchObject({ status: 404, message: 'Profil introuvable.' });
    expect(notifyError).toHaveBeenCalledWith('Profil introuvable.');
  });

  it('reads a blob error body as JSON first and merges its fields', async () => {
    // jsdom's XHR cannot produce Blob bodies, so the failure is built as axios would build it.
    const body = new Blob(
      [JSON.stringify({ message: 'Attestation indisponible.', code: 'NO_FILE' })],
      {
        type: 'application/json',
      },
    );
    const config = { headers: new AxiosHeaders() };
    const failure = new AxiosError('Request failed', 'ERR_BAD_REQUEST', config, null, {
      data: body,
      status: 409,
      statusText: 'Conflict',
      headers: {},
      config,
    });
    await expect(toApiError(failure)).resolves.toMatchObject({
      status: 409,
      message: 'Attestation indisponible.',
      data: { code: 'NO_FILE' },
    });
  });

  it('falls back to a French message when the server says nothing', async () => {
    server.use(http.get(`${origin}/api/empty`, () => new HttpResponse(null, { status: 500 })));
    const { instance, notifyError } = client();
    await expect(instance.get('/empty')).rejects.toMatchObject({ status: 500 });
    expect(notifyError).toHaveBeenCalledWith("Une erreur s'est produite");
  });

  it('stays silent when the caller shows its own message', async () => {
    server.use(
      http.get(`${origin}/api/inline`, () =>
        HttpResponse.json({ message: 'Non.' }, { status: 400 }),
      ),
    );
    const { instance, notifyError } = client();
    await expect(instance.get('/inline', { silentError: true })).rejects.toBeInstanceOf(ApiError);
    expect(notifyError).not.toHaveBeenCalled();
  });

  it('lights the global loader for a request the member made, never for background work', async () => {
    server.use(http.get(`${origin}/api/list`, () => HttpResponse.json([])));
    const foreground = client();
    await foreground.instance.get('/list');
    expect(foreground.loadingChanges[0]).toBe(true);
    const background = client();
    await background.instance.get('/list', { background: true });
    expect(background.loadingChanges).toEqual([]);
  });
});
