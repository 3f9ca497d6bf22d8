import { describe, expect, it } from 'vitest';
import { getMockDb } from '@/mocks/node';
import { bearer } from '../fake-token';

const api = 'http://localhost:3000/api';

describe('account e-mail endpoints of the mock', () => {
  it('tells whether an address owns an account, publicly or signed in', async () => {
    const open = await fetch(`${api}/public/account/jeanne.petit@exemple.fr/exists`);
    expect(await open.json()).toEqual({ responseIsTrue: true });
    const signed = await fetch(`${api}/account/personne@exemple.fr/exists`, {
      headers: bearer('famille.martin@exemple.fr'),
    });
    expect(await signed.json()).toEqual({ responseIsTrue: false });
  });

  it('changes the address of the caller only', async () => {
    const others = await fetch(
      `${api}/change-account-mail/jeanne.petit@exemple.fr/x@exemple.fr/0`,
      {
        method: 'PUT',
        headers: bearer('famille.martin@exemple.fr'),
      },
    );
    expect(others.status).toBe(403);

    const own = await fetch(
      `${api}/change-account-mail/famille.martin@exemple.fr/martin@exemple.fr/0`,
      {
        method: 'PUT',
        headers: bearer('famille.martin@exemple.fr'),
      },
    );
    expect(await own.json()).toEqual({ success: true });
    expect(getMockDb().accounts.some((account) => account.email === 'martin@exemple.fr')).toBe(
      true,
    );
  });

  it('refuses an existing address without the attach flag and moves the profiles with it', async () => {
    const headers = bearer('famille.martin@exemple.fr');
    const refused = await fetch(
      `${api}/change-account-mail/famille.martin@exemple.fr/jeanne.petit@exemple.fr/0`,
      {
        method: 'PUT',
        headers,
      },
    );
    expect(refused.status).toBe(409);

    const attached = await fetch(
      `${api}/change-account-mail/famille.martin@exemple.fr/jeanne.petit@exemple.fr/1`,
      {
        method: 'PUT',
        headers,
      },
    );
    expect(attached.status).toBe(200);
    const jeanne = getMockDb().accounts.find(
      (account) => account.email === 'jeanne.petit@exemple.fr',
    );
    expect(getMockDb().profiles.filter((profile) => profile.accountId === jeanne?.id)).toHaveLength(
      4,
    );
  });
});
