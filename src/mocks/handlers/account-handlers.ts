import type { HttpHandler } from 'msw';
import { absoluteUrl, type RuntimeConfig } from '@/shared/config/runtime-config';
import { updateMockDb } from '../db/mock-db';
import type { MockDb } from '../db/types';
import { errorResponse, responder } from './respond';
import { createRouter } from './router';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const accountWith = (db: MockDb, email: string) =>
  db.accounts.find((item) => sameEmail(item.email, email));

/** Account e-mail checks and change (docs/spec/administration.md 7.2). */
export function accountHandlers(config: RuntimeConfig, origin: string): HttpHandler[] {
  const route = createRouter('main', absoluteUrl(config.apiBaseUrl, origin));
  const respond = responder(config.productSlug);
  const exists = (db: MockDb, email: string) =>
    respond({ responseIsTrue: accountWith(db, email) !== undefined });

  return [
    route.signedIn('GET', '/account/:email/exists', ({ db, params }) =>
      exists(db, params.email ?? ''),
    ),
    route.anonymous('GET', '/public/account/:email/exists', ({ db, params }) =>
      exists(db, params.email ?? ''),
    ),

    route.signedIn(
      'PUT',
      '/change-account-mail/:current/:next/:flag',
      ({ db, account, params }) => {
        const { current = '', next = '', flag } = params;
        if (!sameEmail(current, account.email)) {
          return errorResponse(
            403,
            "Vous ne pouvez modifier que l'adresse de votre propre compte.",
          );
        }
        if (flag !== '0' && flag !== '1')
          return errorResponse(400, 'Indicateur de rattachement invalide.');
        const owner = accountWith(db, next);
        if (owner && flag === '0') {
          return errorResponse(409, 'Cette adresse email appartient déjà à un compte.');
        }
        updateMockDb((live) => {
          const target = owner ? live.accounts.find((item) => item.id === owner.id) : undefined;
          if (target) {
            // Attaching: the profiles move to the account that owns the new address.
            for (const profile of live.profiles) {
              if (profile.accountId === account.id) profile.accountId = target.id;
            }
            live.accounts = live.accounts.filter((item) => item.id !== account.id);
          } else {
            const own = live.accounts.find((item) => item.id === account.id);
            if (own) own.email = next.trim().toLowerCase();
          }
        });
        return respond({ success: true });
      },
    ),
  ];
}
