import { describe, expect, it } from 'vitest';
import { apiUrl, chatUrl, newsUrl } from '../api-urls';
import { bearer, fakeToken } from '../fake-token';

describe('mocked backend: bearer check', () => {
  it.each([
    ['main API profiles', apiUrl('/profiles')],
    ['main API seasons', apiUrl('/seasons')],
    ['news', newsUrl('/news/1')],
    ['chat', chatUrl('/conversations/user/101')],
  ])('answers 401 with a French message without a bearer (%s)', async (_name, url) => {
    const response = await fetch(url);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: 'Authentification requise.' });
  });

  it('answers 401 to an unknown account', async () => {
    const response = await fetch(apiUrl('/profiles'), { headers: bearer('inconnu@exemple.fr') });
    expect(response.status).toBe(401);
  });

  it('answers 401 to a bearer that is not a JWT', async () => {
    const response = await fetch(apiUrl('/profiles'), { headers: { Authorization: 'Bearer abc' } });
    expect(response.status).toBe(401);
  });

  it.each([
    ['expired a second ago', -1, 401],
    ['valid for a minute', 60, 200],
  ])('checks the expiry of an access token (%s)', async (_name, secondsLeft, status) => {
    const exp = Math.floor(Date.now() / 1000) + secondsLeft;
    const response = await fetch(apiUrl('/profiles'), {
      headers: { Authorization: `Bearer ${fakeToken('famille.martin@exemple.fr', { exp })}` },
    });
    expect(response.status).toBe(status);
  });

  it('reads the email claim case-insensitively', async () => {
    const token = fakeToken('Famille.Martin@Exemple.fr');
    const response = await fetch(apiUrl('/profiles'), {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
  });

  it.each([
    ['sponsors', apiUrl('/public/amsf/1/sponsors')],
    ['best offers', apiUrl('/public/premium-offers/best')],
  ])('serves public paths without a bearer (%s)', async (_name, url) => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
  });
});
