import { z } from 'zod';
import {
  zInformationDemand,
  zOfflineMember,
  zPaymentLinkRequest,
} from '@/shared/api/generated/main/zod';

/*
 * What a visitor without an account sends, as docs/openapi/main-api.yaml describes it (the
 * generated contract schemas), read as strictly as the backend stores it: every field of a
 * person it records, well-formed addresses, the provider's return pages on http(s) only (the
 * simulated checkout sends the visitor there).
 */
const id = z.number().int();
const httpUrl = z.url({ protocol: /^https?$/ });

export const offlineMemberBody = zOfflineMember.required().extend({ email: z.email() });
export type OfflineMemberBody = z.infer<typeof offlineMemberBody>;

export const informationDemandBody = zInformationDemand.required().extend({
  mailAdress: z.email(),
  club: z.object({ id }),
  activities: z.array(z.object({ id })).min(1),
});

export const registerEventBody = z.array(offlineMemberBody).min(1);

const { payer, metadata } = zPaymentLinkRequest.shape;

export const paymentLinkRequestBody = zPaymentLinkRequest.extend({
  totalAmount: z.number().int().min(0),
  initialAmount: z.number().int().min(0),
  itemName: z.string().min(1),
  backUrl: httpUrl,
  errorUrl: httpUrl,
  returnUrl: httpUrl,
  payer: payer.required(),
  metadata: metadata.extend({
    clubId: id,
    activityId: id,
    categoryId: id,
    offlineUser: offlineMemberBody,
    others: z.array(offlineMemberBody),
  }),
});
