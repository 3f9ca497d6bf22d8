import { z } from 'zod';
import { zExpressAccount, zPerksLinkRequest } from '@/shared/api/generated/main/zod';

/**
 * The premium calls' bodies as docs/openapi/main-api.yaml describes them (the generated contract
 * schemas), with what the backend refuses on top: a malformed address, a blank name or field.
 */
export const expressAccountBody = zExpressAccount.extend({
  email: z.email(),
  firstname: z.string().trim().min(1),
  lastname: z.string().trim().min(1),
});

export const perksLinkBody = zPerksLinkRequest.extend({
  crypt: z.string().min(1),
  controlCode: z.string().min(1),
  iv: z.string().min(1),
  unicity: z.string().min(1),
});
