import { HttpResponse } from 'msw';
import type { RuntimeConfig } from '@/shared/config/runtime-config';
import { checkoutPagePath } from '../../checkout/checkout-contract';
import { findAccountByEmail } from '../../db/queries';
import { updateMockDb } from '../../db/mock-db';
import type { MockDb } from '../../db/types';
import { createCheckout, nextId } from '../enrolment/effects';
import { paymentPages } from '../enrolment/order-handlers';
import { ownProfile } from '../profile-access';
import { errorResponse, type Respond } from '../respond';
import { numberParam, type MockRouter } from '../router';
import { base64UrlDecode, base64UrlEncode, controlCodeOf, perksReplySeparator } from './perks-wire';
import { expressAccountBody, perksLinkBody } from './premium-bodies';

/** docs/spec/administration.md 9: the pack costs 25 euros (the provider counts cents). */
const premiumPackCents = 2500;
const memberRoleId = 9;

export const premiumMessages = {
  badBody: 'Les informations envoyées sont incomplètes ou invalides.',
  accountExists: 'Ce compte existe déjà.',
  alreadyPremium: 'Ce profil a déjà la licence PREMIUM.',
  notPremium: "Vous avez besoin d'une licence PREMIUM pour accéder à ce service.",
  badPerksRequest: 'Demande de connexion au Club PREMIUM invalide.',
} as const;

function hasPremiumNow(db: MockDb, profileId: number): boolean {
  const season = db.seasons.find((row) => row.current);
  const premiumIds = db.licenceLevels.filter((level) => level.level === 1).map((level) => level.id);
  return db.memberships.some(
    (membership) =>
      membership.profileId === profileId &&
      membership.seasonId === season?.id &&
      membership.license !== null &&
      premiumIds.includes(membership.license.licenseLevelId),
  );
}

/**
 * The premium pack (docs/spec/members-area.md 3 and 7, docs/spec/enrolment.md 7): a visitor's
 * express account or a signed-in profile's purchase opens a checkout at the simulated provider;
 * paying it grants the premium licence (provider-handlers -> grantPremium).
 */
/** A text reply; the contract gate checks it against docs/openapi like every answer. */
function textReply(text: string): Response {
  return HttpResponse.text(text);
}

/** A one-time token for the partner's page (the demo partner only shows it). */
function partnerToken(profileId: number): string {
  return base64UrlEncode(`${profileId}.${Date.now()}`);
}

export function premiumHandlers(
  route: MockRouter,
  respond: Respond,
  origin: string,
  config: RuntimeConfig,
) {
  const checkoutLink = (profileId: number, payerName: string, backUrl: string) => {
    const checkout = updateMockDb((live) =>
      createCheckout(live, {
        itemName: 'Pack PREMIUM – licence PREMIUM de la saison',
        amountCents: premiumPackCents,
        instalments: 1,
        payerName,
        returnUrl: paymentPages.success(origin),
        errorUrl: paymentPages.error(origin),
        backUrl,
        orderId: null,
        offlineMemberIds: [],
        premiumProfileId: profileId,
      }),
    );
    return respond({ link: `${origin}${checkoutPagePath}/${checkout.id}` });
  };

  const premiumProfile = (
    context: Parameters<Parameters<MockRouter['signedIn']>[2]>[0],
    id: number,
  ) => {
    const access = ownProfile(context, id);
    if ('denied' in access) return access;
    if (!hasPremiumNow(context.db, id)) {
      return { denied: errorResponse(403, premiumMessages.notPremium) };
    }
    return access;
  };

  return [
    // DIGICLUB PREMIUM's auto-login (docs/spec/administration.md 7.5, text reply; the address is
    // designed).
    route.signedIn('GET', '/auth-club-premium/:id', (context) => {
      const access = premiumProfile(context, numberParam(context.params, 'id'));
      if ('denied' in access) return access.denied;
      const home = new URL(config.digiclubUrl ?? config.premiumClubUrl);
      return textReply(`${home.origin}/connexion?jeton=${partnerToken(access.profile.id)}`);
    }),

    // The Club PREMIUM's perks (docs/spec/administration.md 7.5 and 7.7): '<base64url
    // address>|<unicity>'.
    route.signedIn('POST', '/get-auto-connect-edenred', async (context) => {
      const parsed = perksLinkBody.safeParse(await context.request.json().catch(() => undefined));
      if (!parsed.success) return errorResponse(400, premiumMessages.badPerksRequest);
      const { crypt, iv, controlCode, unicity } = parsed.data;
      if (controlCodeOf(crypt, iv) !== controlCode) {
        return errorResponse(400, premiumMessages.badPerksRequest);
      }
      const profileId = Number(
        (JSON.parse(base64UrlDecode(crypt) ?? '{}') as { profileId?: unknown }).profileId,
      );
      if (!Number.isInteger(profileId)) return errorResponse(400, premiumMessages.badPerksRequest);
      const access = premiumProfile(context, profileId);
      if ('denied' in access) return access.denied;
      const home = new URL(config.premiumClubUrl);
      const address = `${home.origin}/connexion?jeton=${partnerToken(profileId)}`;
      return textReply(`${base64UrlEncode(address)}${perksReplySeparator}${unicity}`);
    }),

    route.anonymous('POST', '/public/express-premium-client', async ({ db, request }) => {
      const parsed = expressAccountBody.safeParse(await request.json().catch(() => undefined));
      if (!parsed.success) return errorResponse(400, premiumMessages.badBody);
      const body = parsed.data;
      if (findAccountByEmail(db, body.email)) {
        return errorResponse(409, premiumMessages.accountExists);
      }
      const profileId = updateMockDb((live) => {
        const account = { id: nextId(live.accounts, 1), email: body.email.trim() };
        live.accounts.push(account);
        const id = nextId(live.profiles, 101);
        live.profiles.push({
          id,
          accountId: account.id,
          firstname: body.firstname,
          lastname: body.lastname,
          email: account.email,
          gender: body.gender,
          birthday: body.birthday,
          photo: null,
          address: body.adress ?? null,
          addressContinued: null,
          city: body.city ?? null,
          postalCode: body.postalCode ?? null,
          mobilePhone: null,
          phone: null,
          main: true,
          roleId: memberRoleId,
        });
        return id;
      });
      return checkoutLink(
        profileId,
        `${body.firstname} ${body.lastname}`,
        `${origin}/premium-pack`,
      );
    }),

    route.signedIn('POST', '/premium-client/:id', (context) => {
      const access = ownProfile(context, numberParam(context.params, 'id'));
      if ('denied' in access) return access.denied;
      const { profile } = access;
      if (hasPremiumNow(context.db, profile.id)) {
        return errorResponse(409, premiumMessages.alreadyPremium);
      }
      return checkoutLink(
        profile.id,
        `${profile.firstname} ${profile.lastname}`,
        paymentPages.cancel(origin),
      );
    }),
  ];
}
